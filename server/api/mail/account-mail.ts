/**
 * The account's mails (registration, passwords, email changes, the support form's receipt) in
 * the shopper's language: the language of the request that sends them, or of the change they
 * finish. Each function answers the subject and the plain-text body; the caller adds who and the link.
 */
import type { Locale } from '../../../types/api';
import type { Provider } from '../models/identities';
import type { MailText } from '../models/outbox';

const PROVIDERS: Record<Provider, Record<Locale, string>> = {
  wechat: { en: 'WeChat', zh: '微信' },
  alipay: { en: 'Alipay', zh: '支付宝' },
};

const hello = (zh: boolean, name: string) => (zh ? `${name}，您好：` : `Hello ${name},`);

/** The words after "creating your account" when it started from WeChat or Alipay. */
function via(zh: boolean, provider: Provider | undefined): string {
  if (!provider) return '';
  const p = PROVIDERS[provider][zh ? 'zh' : 'en'];
  return zh ? `（通过${p}登录）` : ` (signing in with ${p})`;
}

/** To an email that already has an account: someone tried to register it. */
export function registrationTakenMail(
  locale: Locale,
  m: { firstName: string; provider?: Provider; signInLink: string; forgotLink: string },
): MailText {
  const zh = locale === 'zh';
  const p = m.provider && PROVIDERS[m.provider][locale];
  if (zh) {
    const hint = p
      ? `\n\n如需在您的账户中使用${p}，请再次通过${p}登录，并用此电子邮箱和您的密码选择“关联我的账户”。`
      : '';
    return {
      subject: '有人尝试用您的电子邮箱创建账户',
      text: `${hello(zh, m.firstName)}\n\n有人（可能是您本人）刚刚尝试用此电子邮箱创建新账户${via(zh, m.provider)}。您已有账户，因此没有任何更改。${hint}\n\n登录：${m.signInLink}\n忘记密码？${m.forgotLink}\n\n如果不是您本人的操作，可以忽略此邮件：没有您的密码，任何人都无法使用您的账户。`,
    };
  }
  const hint = p
    ? `\n\nTo use ${p} with your account, sign in with ${p} again and choose "Link my account" with this email and your password.`
    : '';
  return {
    subject: 'Someone tried to create an account with your email',
    text: `${hello(zh, m.firstName)}\n\nSomeone (maybe you) just tried to create a new account with this email address${via(zh, m.provider)}. You already have an account, so nothing was changed.${hint}\n\nSign in: ${m.signInLink}\nForgot password? ${m.forgotLink}\n\nIf it was not you, you can ignore this mail: nobody can use your account without your password.`,
  };
}

/** The code (alone on its line) and the link that finish a registration. */
export function registrationMail(
  locale: Locale,
  m: { firstName: string; provider?: Provider; code: string; link: string; minutes: number },
): MailText {
  const zh = locale === 'zh';
  const v = via(zh, m.provider);
  return zh
    ? {
        subject: '完成创建您的账户',
        text: `${hello(zh, m.firstName)}\n\n要完成创建您的账户${v}，请在注册页面输入此验证码：\n\n${m.code}\n\n或打开此链接：\n${m.link}\n\n验证码和链接只能使用一次，${m.minutes} 分钟内有效。如果您没有申请账户，请忽略此邮件：没有它，不会创建任何账户。`,
      }
    : {
        subject: 'Finish creating your account',
        text: `${hello(zh, m.firstName)}\n\nTo finish creating your account${v}, enter this code on the sign-up page:\n\n${m.code}\n\nor open this link:\n${m.link}\n\nThe code and the link work once, for ${m.minutes} minutes. If you did not ask for an account, ignore this mail: nothing is created without it.`,
      };
}

/** A confirmed account that kept no password (contested, or confirmed in another browser): the link to choose one. */
export function choosePasswordMail(
  locale: Locale,
  m: { firstName: string; contested: boolean; link: string; minutes: number },
): MailText {
  if (locale === 'zh') {
    const why = m.contested
      ? '该账户曾以两个不同的密码申请，因此两个密码都未保留。'
      : '该账户是在另一个浏览器中确认的，而不是申请时所用的浏览器，因此未保留密码。';
    return {
      subject: '为您的新账户设置密码',
      text: `${hello(true, m.firstName)}\n\n您的账户已创建。${why}请打开此链接设置密码（只能使用一次，${m.minutes} 分钟内有效）：\n${m.link}\n\n在此之前，请在登录页面使用“忘记密码”获取新链接。`,
    };
  }
  const why = m.contested
    ? 'It was asked for twice with different passwords, so neither was kept.'
    : 'It was confirmed in another browser than the one that asked for it, so no password was kept.';
  return {
    subject: 'Choose a password for your new account',
    text: `${hello(false, m.firstName)}\n\nYour account is ready. ${why} Open this link to choose your password (it works once, for ${m.minutes} minutes):\n${m.link}\n\nUntil then, use Forgot password on the Sign In page to get a new link.`,
  };
}

export function resetPasswordMail(locale: Locale, m: { firstName: string; link: string; minutes: number }): MailText {
  return locale === 'zh'
    ? {
        subject: '重置您的密码',
        text: `${hello(true, m.firstName)}\n\n请打开此链接设置新密码（只能使用一次，${m.minutes} 分钟内有效）：\n${m.link}\n\n如果这不是您的请求，请忽略此邮件：您的密码保持不变。`,
      }
    : {
        subject: 'Reset your password',
        text: `${hello(false, m.firstName)}\n\nOpen this link to choose a new password (it works once, for ${m.minutes} minutes):\n${m.link}\n\nIf you did not ask for this, ignore this mail: your password stays as it is.`,
      };
}

/** To the new address: the link that makes it the account's email. */
export function confirmEmailMail(locale: Locale, m: { firstName: string; link: string; minutes: number }): MailText {
  return locale === 'zh'
    ? {
        subject: '确认您的新电子邮箱',
        text: `${hello(true, m.firstName)}\n\n要将此电子邮箱设为您账户的电子邮箱，请打开此链接（只能使用一次，${m.minutes} 分钟内有效）：\n${m.link}\n\n在此之前，您的账户仍使用当前的电子邮箱。如果这不是您的请求，请忽略此邮件。`,
      }
    : {
        subject: 'Confirm your new email address',
        text: `${hello(false, m.firstName)}\n\nTo make this the email of your account, open this link (it works once, for ${m.minutes} minutes):\n${m.link}\n\nUntil then your account keeps its current email. If you did not ask for this, ignore this mail.`,
      };
}

/** To the old address when the change is asked. */
export function emailChangingMail(
  locale: Locale,
  m: { firstName: string; newEmail: string; minutes: number; forgotLink: string },
): MailText {
  return locale === 'zh'
    ? {
        subject: '您账户的电子邮箱即将更改',
        text: `${hello(true, m.firstName)}\n\n有人登录了您的账户，并申请将其电子邮箱更改为 ${m.newEmail}。只有在 ${m.minutes} 分钟内打开我们发送到该邮箱的链接后，才会更改。\n\n如果不是您本人的操作，请立即更改密码：${m.forgotLink}`,
      }
    : {
        subject: 'Your account’s email is about to change',
        text: `${hello(false, m.firstName)}\n\nSomeone signed in to your account asked to change its email to ${m.newEmail}. It changes only when the link we sent to that address is opened, within ${m.minutes} minutes.\n\nIf it was not you, change your password now: ${m.forgotLink}`,
      };
}

/** To the old address once the new one confirmed. */
export function emailChangedMail(locale: Locale, m: { newEmail: string }): MailText {
  return locale === 'zh'
    ? {
        subject: '您账户的电子邮箱已更改',
        text: `您账户的电子邮箱现为 ${m.newEmail}，今后请用它登录。如果不是您本人的操作，请立即联系本店。`,
      }
    : {
        subject: 'Your account’s email has changed',
        text: `Your account's email is now ${m.newEmail}; sign in with it from now on. If it was not you, write to the store at once.`,
      };
}

/** The support form's receipt to its sender. */
export function supportReceivedMail(
  locale: Locale,
  m: { name: string; ticketID: string; orderID?: string; message: string },
): MailText {
  return locale === 'zh'
    ? {
        subject: `我们已收到您的留言（${m.ticketID}）`,
        text: `${hello(true, m.name)}\n\n感谢您的来信，我们将在一个工作日内回复。\n\n${m.orderID ? `订单：${m.orderID}\n` : ''}您的留言：\n${m.message}`,
      }
    : {
        subject: `We received your message (${m.ticketID})`,
        text: `${hello(false, m.name)}\n\nThank you for writing to us. We will answer within one business day.\n\n${m.orderID ? `Order: ${m.orderID}\n` : ''}Your message:\n${m.message}`,
      };
}
