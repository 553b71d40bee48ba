import { openDatabase } from '../../server/api/db';
import { mailTo, outboxData, sendMail } from '../../server/api/models/outbox';

describe('outbox', () => {
  it('keeps mail per recipient, newest first, case-insensitive, with its link', () => {
    const db = openDatabase(':memory:', [outboxData]);
    const lines: string[] = [];
    sendMail(
      db,
      { to: 'Ann@Example.com', subject: 'Reset your password', text: 'Open the link', link: 'http://x/reset?t=1' },
      { info: (m) => lines.push(m) },
    );
    sendMail(db, { to: 'ann@example.com', subject: 'Your receipt', text: 'Order 1' });
    sendMail(db, { to: 'bob@example.com', subject: 'Other', text: 'x' });
    const mail = mailTo(db, 'ANN@example.com');
    expect(mail.map((m) => m.subject)).toEqual(['Your receipt', 'Reset your password']);
    expect(mail[1].link).toBe('http://x/reset?t=1');
    expect(mail[0].link).toBeUndefined();
    expect(lines).toEqual([
      'outbox: mail #1 to Ann@Example.com: Reset your password | http://x/reset?t=1 (full text: outbox table, id 1)',
    ]);
    db.close();
  });
});
