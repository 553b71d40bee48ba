# The web server copies behind storefront.vcl: one backend each, probed on /readyz (503 while a
# copy starts, drains after SIGTERM, or has not reached the istore API), joined in a round-robin
# director named `storefront`. Add or remove copies here.
probe storefront_ready {
    .url = "/readyz";
    .interval = 2s;
    .timeout = 1s;
    .window = 3;
    .threshold = 2;
}

backend web1 { .host = "127.0.0.1"; .port = "8081"; .probe = storefront_ready; }
backend web2 { .host = "127.0.0.1"; .port = "8082"; .probe = storefront_ready; }
backend web3 { .host = "127.0.0.1"; .port = "8083"; .probe = storefront_ready; }

sub vcl_init {
    new storefront = directors.round_robin();
    storefront.add_backend(web1);
    storefront.add_backend(web2);
    storefront.add_backend(web3);
}
