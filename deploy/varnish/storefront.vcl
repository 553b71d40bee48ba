# Varnish in front of N copies of the Storefront web server (server/web/), as the shared cache.
#
#   varnishd -F -f /etc/varnish/storefront.vcl -p vcl_path=/etc/varnish -a :80 -s malloc,256m
#
# The copies are listed in backends.vcl beside this file (edit that one, keep this one as it is):
# a round-robin director named `storefront` over backends probed on /readyz, so a copy that is
# starting, draining (SIGTERM) or cut off from the istore API gets no new shoppers.
#
# What is cached: only what the web server marks public (a visitor's page: `public, max-age=0,
# s-maxage=60, stale-while-revalidate=300`; the app's hashed files) for its s-maxage, then served
# stale for the stale-while-revalidate window while one request renews it; a renewal that gets
# the neutral shell, a page missing a read that failed, or an error (the istore API down) keeps
# the page it had. A shopper with a session, every /api/ call, the pay pages, health and vitals
# go to the copies untouched. An answer that sets a cookie is never kept.
vcl 4.1;

import directors;

include "backends.vcl";

sub vcl_recv {
    set req.backend_hint = storefront.backend();

    # readiness and metrics are each copy's own; the field-vitals beacon is a write
    if (req.url ~ "^/(healthz|readyz|metrics)(\?|$)" || req.url ~ "^/rum(\?|$)") {
        return (pass);
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # the API and what it serves through the web server: its own headers decide, never shared here
    if (req.url ~ "^/(api|sandbox)/") {
        return (pass);
    }

    # Cookies: XSRF-TOKEN says nothing about a shopper (the web server ignores it when it draws a
    # page); any other cookie is a session or a choice of the shopper's, so the page is theirs.
    if (req.http.Cookie) {
        set req.http.X-Storefront-Cookie = regsuball(req.http.Cookie, "(^|;\s*)XSRF-TOKEN=[^;]*", "");
        set req.http.X-Storefront-Cookie = regsuball(req.http.X-Storefront-Cookie, "^[;\s]+|[;\s]+$", "");
        if (req.http.X-Storefront-Cookie != "") {
            unset req.http.X-Storefront-Cookie;
            return (pass);
        }
        unset req.http.X-Storefront-Cookie;
        # only the neutral cookie left: one cached copy for every such visitor (Vary: Cookie)
        unset req.http.Cookie;
    }
    # a referral link sets the referrer's cookie on the answer: not from the cache
    if (req.url ~ "[?&]rid=") {
        return (pass);
    }

    # Vary: Accept-Language: the server draws English or Chinese; one variant each, not one per header
    if (req.http.Accept-Language ~ "^\s*zh") {
        set req.http.Accept-Language = "zh";
    } else {
        set req.http.Accept-Language = "en";
    }
    # Accept-Encoding: Varnish asks the copies for gzip, keeps gzip, and unzips for a client that
    # does not take it (http_gzip_support): brotli is never stored, so it never reaches gzip-only
    # clients or the other way round
    return (hash);
}

sub vcl_hash {
    hash_data(req.url);
    hash_data(req.http.Accept-Language);
    return (lookup);
}

sub vcl_backend_response {
    # renewing a kept page in the background: when the API is down or failing, a copy answers the
    # neutral shell or a page drawn without the reads that failed (both no-cache), or an error;
    # keep serving the page we have rather than replace it
    if (bereq.is_bgfetch && (beresp.status >= 500 || (beresp.http.Cache-Control == "no-cache" && beresp.http.Content-Type ~ "^text/html"))) {
        return (abandon);
    }
    # a copy stopping or too busy: ask the next one (reads only)
    if (beresp.status >= 500 && (bereq.method == "GET" || bereq.method == "HEAD") && bereq.retries < 2 && bereq.url !~ "^/(healthz|readyz)") {
        return (retry);
    }
    if (beresp.http.Set-Cookie) {
        # never kept, and for two minutes not even tried: these requests go straight to a copy
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    if (beresp.http.Cache-Control !~ "(public|s-maxage)" || beresp.http.Cache-Control ~ "(private|no-store)") {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    # s-maxage and stale-while-revalidate have set ttl and grace
    return (deliver);
}

sub vcl_backend_error {
    # no answer at all (a copy refused the connection while it drains): the next one
    if ((bereq.method == "GET" || bereq.method == "HEAD") && bereq.retries < 2) {
        return (retry);
    }
}

sub vcl_deliver {
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    # Varnish's own trace ids mean nothing to a shopper
    unset resp.http.Via;
    unset resp.http.X-Varnish;
}
