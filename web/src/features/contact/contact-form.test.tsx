import { CONSENT_LABEL } from '@school/shared/consent-fields';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill } from '../../test/fill';
import { fakeApi, renderPublic } from '../../test/render-public';
import { ContactForm } from './contact-form';

// The contact form's failures as a visitor reads them: the code not sent, the code refused, the
// message not sent; the server's own words where it gave some, in the page's language where the
// catalogue knows them. The whole journey against the real server (the code by mail, the message in
// the office's inbox) is web/e2e/contact.spec.ts's, and in Hindi and Punjabi i18n-contact.spec.ts's.

const CODE_WAIT = 'Too many codes requested. Please wait 42 minutes and try again.';
const NOT_VERIFIED = 'Please verify your email address before sending a message.';

/** The form's words in one language that the steps below need: its name, labels and notices. */
interface Words {
  form: string;
  otp: string;
  verify: string;
  verified: string;
  name: string;
  subject: string;
  message: string;
  consent: string | RegExp;
}

const ENGLISH: Words = {
  form: 'Send us a message',
  otp: 'Enter OTP',
  verify: 'Verify',
  verified: 'Email verified successfully!',
  name: 'Name',
  subject: 'Subject',
  message: 'Message',
  consent: CONSENT_LABEL,
};

const HINDI: Words = {
  form: 'हमें संदेश भेजें',
  otp: 'OTP दर्ज करें',
  verify: 'सत्यापित करें',
  verified: 'ईमेल सत्यापित हो गया है!',
  name: 'नाम',
  subject: 'विषय',
  message: 'संदेश',
  consent: /मैंने गोपनीयता सूचना पढ़ ली है/,
};

/** The form in `words`' language, and what a visitor does with it. */
function contactForm(user: UserEvent, words: Words) {
  const form = () => screen.getByRole('form', { name: words.form });
  const box = (name: string) => within(form()).getByRole('textbox', { name });
  const press = (name: string) => user.click(within(form()).getByRole('button', { name }));
  return {
    form,
    box,
    press,
    /** The send button, whatever it says. */
    submit: () => {
      const button = form().querySelector<HTMLButtonElement>('button[type="submit"]');
      if (!button) throw new Error('The form has no send button');
      return button;
    },
    /** A code typed in the box shown, and the server accepting it. */
    verify: async () => {
      fakeApi.reply('POST', '/auth/verify-otp', null);
      await fill(user, await within(form()).findByRole('textbox', { name: words.otp }), '123456');
      await press(words.verify);
      await within(form()).findByText(words.verified);
    },
    /** The message's boxes filled and the consent ticked. */
    write: async (name: string, subject: string, message: string) => {
      await fill(user, box(words.name), name);
      await fill(user, box(words.subject), subject);
      await fill(user, box(words.message), message);
      await user.click(within(form()).getByRole('checkbox', { name: words.consent }));
    },
  };
}

describe('the contact form’s failures', () => {
  it('shows the failure texts of sending a code, verifying and sending the message; a lapsed verification asks for a new code', async () => {
    const { user } = renderPublic(<ContactForm />, { route: '/contact' });
    const { form, box, press, submit, verify, write } = contactForm(user, ENGLISH);
    await fill(user, box('Email'), 'parent@family.example');

    // A failure without the server's words gets the form's own.
    fakeApi.fail('POST', '/auth/send-otp', 500, undefined, 'once');
    await press('Send OTP');
    expect(await within(form()).findByText('Failed to send OTP. Please try again.')).toBeTruthy();
    expect(within(form()).queryByRole('textbox', { name: 'Enter OTP' })).toBeNull();

    // The code limit says how long to wait, which the form's own text would hide.
    fakeApi.fail('POST', '/auth/send-otp', 429, CODE_WAIT, 'once');
    await press('Send OTP');
    expect(await within(form()).findByText(CODE_WAIT)).toBeTruthy();

    // A code of the wrong shape is refused in the browser, before the server is asked.
    fakeApi.reply('POST', '/auth/send-otp', null);
    await press('Send OTP');
    await fill(user, await within(form()).findByRole('textbox', { name: 'Enter OTP' }), '12');
    await press('Verify');
    expect(await within(form()).findByText('Invalid OTP. Please try again.')).toBeTruthy();
    expect(fakeApi.calls('POST', '/auth/verify-otp')).toEqual([]);
    await verify();

    await write('Gurpreet Singh', 'Fees', 'What are the fees?');
    fakeApi.fail('POST', '/content/contact', 500, undefined, 'once');
    await user.click(submit());
    expect(await within(form()).findByText('Failed to send message. Please try again later.')).toBeTruthy();
    expect(box('Name')).toHaveProperty('value', 'Gurpreet Singh');

    // The server's own reason wins; a lapsed verification sends the visitor back to verifying.
    fakeApi.fail('POST', '/content/contact', 403, NOT_VERIFIED, 'once');
    await user.click(submit());
    expect(await within(form()).findByText(NOT_VERIFIED)).toBeTruthy();
    expect(submit().textContent).toBe('Verify Email to Send Message');
    expect(submit()).toHaveProperty('disabled', true);
    expect(within(form()).getByRole('button', { name: 'Send OTP' })).toBeTruthy();
  });

  it("shows the server's refusals in Hindi; a text the catalogue does not know shows as it came", async () => {
    const { user } = renderPublic(<ContactForm />, { route: '/hi/contact', locale: 'hi' });
    const { form, box, press, submit, verify, write } = contactForm(user, HINDI);
    await fill(user, box('ईमेल'), 'parent@family.example');

    fakeApi.fail('POST', '/auth/send-otp', 429, CODE_WAIT, 'once');
    await press('OTP भेजें');
    expect(await within(form()).findByText('बहुत सारे कोड माँगे जा चुके हैं। कृपया 42 मिनट रुककर फिर से कोशिश करें।')).toBeTruthy();
    expect(within(form()).queryByText(CODE_WAIT)).toBeNull();

    fakeApi.reply('POST', '/auth/send-otp', null);
    await press('OTP भेजें');
    await fill(user, await within(form()).findByRole('textbox', { name: 'OTP दर्ज करें' }), '123456');
    fakeApi.fail('POST', '/auth/verify-otp', 400, 'This OTP is no longer valid. Please request a new one.', 'once');
    await press('सत्यापित करें');
    expect(await within(form()).findByText('यह OTP अब मान्य नहीं है। कृपया नया OTP मँगवाएँ।')).toBeTruthy();
    await verify();

    await write('सुनीता', 'फ़ीस', 'फ़ीस कितनी है?');
    fakeApi.fail('POST', '/content/contact', 500, 'A server text the catalogue does not know.', 'once');
    await user.click(submit());
    expect(await within(form()).findByText('A server text the catalogue does not know.')).toBeTruthy();
    expect(submit().textContent).toBe('संदेश भेजें');
  });
});
