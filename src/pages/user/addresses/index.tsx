import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { AddressType } from '@api-types';
import { accountT } from '@/i18n/account';
import { a11y } from '@/platform/a11y';
import { revealBelowHeader } from '@/platform/reveal';
import { AppLink } from '@/platform/link';
import { AddressBookStore } from '@/stores/AddressBookStore';
import { useStores } from '@/stores/context';
import { PageShell } from '@/components/page-shell';
import { ActionButton } from '@/components/form/button';
import { Spinner } from '@/components/form/spinner';
import { Alert } from '@/components/checkout/alert';
import { useTitle } from '@/components/checkout/use-title';
import { AddressCard } from '@/components/address-card';
import { AddressForm } from '@/components/address-form';
import { NoticeToast } from '@/components/notice-toast';
import { RequireSignIn } from '@/components/require-sign-in';
import '../../../components/form/form.scss';
import '../../../components/checkout/checkout.scss';

const TYPES: AddressType[] = ['DELIVERY', 'BILLING'];

const Book = observer(function Book({ book }: { book: AddressBookStore }) {
  const { session } = useStores();
  const t = accountT(session);
  useEffect(() => {
    if (session.loggedIn) void book.load();
  }, [session.loggedIn, book]);
  // after a save the closed form leaves the page wherever it lands: show the saved address
  useEffect(() => {
    if (book.saved) revealBelowHeader(`address-${book.saved.id}`);
  }, [book.saved]);
  const status = book.status[book.type];
  return (
    <>
      <View className="co-account__buttons">
        {TYPES.map((type) => (
          <ActionButton
            key={type}
            variant={book.type === type ? 'primary' : 'secondary'}
            onPress={() => book.setType(type)}
          >
            {t(type === 'DELIVERY' ? 'istore_address_delivery' : 'istore_address_billing')}
          </ActionButton>
        ))}
      </View>
      {book.error && (
        <Alert kind="error" focusKey={book.errorSeq}>
          {book.error}
        </Alert>
      )}
      {book.editing !== null ? (
        <AddressForm book={book} t={t} />
      ) : (
        <ActionButton variant="primary" onPress={() => book.startAdd()}>
          {t('istore_address_add')}
        </ActionButton>
      )}
      {status === 'loading' && !book.list.length ? (
        <View className="co-loading" {...a11y({ role: 'status' })}>
          <Spinner />
          <Text>{t('istore_common_loading')}</Text>
        </View>
      ) : book.list.length === 0 && status === 'ready' ? (
        <Text className="co-muted">{t('istore_address_empty')}</Text>
      ) : (
        <View className="address-list" {...a11y({ role: 'list' })}>
          {book.list.map((a) => (
            <View key={a.id} id={`address-${a.id}`} {...a11y({ role: 'listitem' })}>
              <AddressCard
                address={a}
                t={t}
                busy={book.busy}
                confirmingDelete={book.confirmDelete === a.id}
                onEdit={() => book.startEdit(a)}
                onDelete={() => void book.remove(a.id)}
                onCancelDelete={() => book.cancelDelete()}
                onMakeDefault={() => void book.makeDefault(a.id)}
              />
            </View>
          ))}
        </View>
      )}
    </>
  );
});

/** /user/addresses: the address book (delivery and billing), signed in only. */
function AddressesPage() {
  const root = useStores();
  const { session, app } = root;
  const t = accountT(session);
  const [book] = useState(() => new AddressBookStore(root));
  useTitle(t('istore_address_title'), app.storeName);
  return (
    <PageShell>
      <View className="co-page co-account">
        <Text className="co-page__title" {...a11y({ role: 'heading', level: 1 })}>
          {t('istore_address_title')}
        </Text>
        <RequireSignIn>
          <View className="co-account__card co-stack">
            <Book book={book} />
            <AppLink href="/user/list" className="co-link">
              {t('istore_header_my_account')}
            </AppLink>
          </View>
        </RequireSignIn>
        <NoticeToast text={book.notice} seq={book.noticeSeq} onClose={() => book.clearNotice()} />
      </View>
    </PageShell>
  );
}

export default observer(AddressesPage);
