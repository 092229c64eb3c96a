import { useDomain } from '@parde/domain/react';
import { Button, CaptchaField, EmptyState, persianValidityMessage, TextField } from '@parde/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useStore } from 'zustand';
import * as styles from '../../components/page.css';
import { contactPage } from '../../content';
import type { PageRoute } from '../../lib/data/loaders';

const empty = { fullName: '', contact: '', subject: '', text: '' };

/** The contact message form with its security code, and the support details (spec §2 /contact-us). */
export function ContactPage() {
  const { contact, captchas } = useDomain();
  const captcha = useStore(captchas.contact);
  const status = useStore(contact, (s) => s.status);
  // The server's message for each field it refused, shown beside that input.
  const fieldErrors = useStore(contact, (s) => (s.status === 'idle' ? s.fieldErrors : undefined));
  const [fields, setFields] = useState(empty);
  const [answer, setAnswer] = useState('');
  // What the browser refuses in the message and the captcha, said beside them (the text fields say their own).
  const [refused, setRefused] = useState({ text: '', captcha: '' });
  const textId = useId();

  useEffect(() => {
    contact.getState().formReset();
    void captchas.contact.getState().load();
  }, [contact, captchas]);

  const textError = refused.text || fieldErrors?.text;
  const set = (key: keyof typeof empty) => (value: string) => setFields((f) => ({ ...f, [key]: value }));
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The form has noValidate: the browser's bubble covered the inline errors (issue #28 D16). Checking here fires
    // each field's `invalid` event, which shows its Persian message beside it.
    const form = event.currentTarget;
    if (!form.checkValidity()) {
      const message = (name: string) => persianValidityMessage(form.elements.namedItem(name) as HTMLInputElement);
      setRefused({ text: message('text'), captcha: message('captcha') });
      form.querySelector<HTMLElement>(':invalid')?.focus();
      return;
    }
    await contact.getState().messageSent({
      fullName: fields.fullName.trim(),
      contact: fields.contact.trim(),
      subject: fields.subject.trim(),
      text: fields.text.trim(),
      captchaAnswer: answer.trim(),
    });
    // A refused answer is spent either way; the domain brings a new picture when the code was wrong.
    setAnswer('');
  };

  return (
    <div className={styles.narrow}>
      <h1 className={styles.title}>{contactPage.title}</h1>
      {contactPage.intro.map((paragraph) => (
        <p key={paragraph.slice(0, 40)} className={styles.prose}>
          {paragraph}
        </p>
      ))}
      {status === 'sent' ? (
        <EmptyState
          icon="check"
          title="پیامتان رسید"
          description={`سپاس از شما. ${contactPage.responseTime}`}
          action={
            <Button
              variant="secondary"
              onClick={() => {
                setFields(empty);
                setAnswer('');
                contact.getState().formReset();
                void captchas.contact.getState().load();
              }}
            >
              نوشتن پیام دیگر
            </Button>
          }
        />
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField
            label="نام و نام خانوادگی"
            name="fullName"
            value={fields.fullName}
            error={fieldErrors?.fullName}
            onChange={(e) => set('fullName')(e.target.value)}
            required
            minLength={2}
            maxLength={80}
            dir="auto"
            autoComplete="name"
          />
          <TextField
            label="شماره موبایل یا ایمیل"
            name="contact"
            value={fields.contact}
            error={fieldErrors?.contact}
            onChange={(e) => set('contact')(e.target.value)}
            required
            minLength={5}
            maxLength={120}
            dir="ltr"
          />
          <TextField
            label="موضوع"
            name="subject"
            value={fields.subject}
            error={fieldErrors?.subject}
            onChange={(e) => set('subject')(e.target.value)}
            required
            minLength={2}
            maxLength={120}
            dir="auto"
          />
          <label htmlFor={textId} className={styles.label}>
            متن پیام
          </label>
          <textarea
            id={textId}
            name="text"
            className={styles.textarea}
            value={fields.text}
            onChange={(e) => {
              set('text')(e.target.value);
              const textarea = e.currentTarget;
              if (refused.text) setRefused((r) => ({ ...r, text: persianValidityMessage(textarea) }));
            }}
            required
            minLength={10}
            maxLength={3000}
            dir="auto"
            aria-invalid={textError ? true : undefined}
            aria-describedby={textError ? `${textId}-error` : undefined}
          />
          {textError ? (
            <p id={`${textId}-error`} className={styles.fieldError} role="alert">
              {textError}
            </p>
          ) : null}
          <CaptchaField
            imageUrl={captcha.status === 'success' ? (captcha.result?.file ?? null) : null}
            value={answer}
            onChange={(value) => {
              setAnswer(value);
              if (refused.captcha) setRefused((r) => ({ ...r, captcha: '' }));
            }}
            {...(refused.captcha ? { error: refused.captcha } : {})}
            onRefresh={() => captchas.contact.getState().load()}
          />
          <Button type="submit" loading={status === 'sending'} disabled={captcha.status !== 'success'}>
            ارسال پیام
          </Button>
        </form>
      )}
      <section className={styles.card} aria-labelledby="support-hours">
        <h2 id="support-hours" className={styles.subtitle}>
          ساعت‌های پاسخ‌گویی
        </h2>
        <ul className={styles.list}>
          {contactPage.supportHours.map((line) => (
            <li key={line.days}>
              {line.days}: {line.hours}
            </li>
          ))}
        </ul>
        <p className={styles.muted}>{contactPage.responseTime}</p>
        <ul className={styles.list}>
          {contactPage.formHints.map((hint) => (
            <li key={hint.slice(0, 30)}>{hint}</li>
          ))}
        </ul>
        <p className={styles.prose}>نشانی: {contactPage.address}</p>
      </section>
    </div>
  );
}

export const pages = {
  ContactPage: {
    Component: ContactPage,
    meta: () => ({ title: contactPage.title, description: contactPage.description }),
  },
} satisfies Record<string, PageRoute>;
