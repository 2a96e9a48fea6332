import { ContactForm } from '../features/contact/contact-form';
import { ContactPage } from '../features/contact-page/contact-page';

/**
 * /contact: the page with the message form composed in (features do not import each other). One
 * chunk for both: the page hydrates only once the form is there anyway (no Suspense boundary around
 * the form: one made React report error 419 on hydration), and a second file cost the route its
 * own bytes of the public JS budget once the form's e-mail step moved to lib/visitor-forms (issue 38).
 */
export function ContactRoute() {
  return <ContactPage form={<ContactForm />} />;
}
