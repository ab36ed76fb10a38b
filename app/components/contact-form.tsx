import { Form } from "@remix-run/react";

/** The Let's Talk form; it posts to the contact route's action. */
export function ContactForm() {
  return (
    <Form method="post" className="contact-form">
      <div className="field">
        <label htmlFor="contact-name">Name</label>
        <input
          id="contact-name"
          name="name"
          type="text"
          autoComplete="name"
          required
        />
      </div>
      <div className="field">
        <label htmlFor="contact-email">Email</label>
        <input
          id="contact-email"
          name="email"
          type="email"
          autoComplete="email"
          required
        />
      </div>
      <div className="field">
        <label htmlFor="contact-title">Subject</label>
        <input id="contact-title" name="title" type="text" required />
      </div>
      <div className="field">
        <label htmlFor="contact-message">Message</label>
        <textarea id="contact-message" name="message" rows={5} required />
      </div>
      <button type="submit" className="button">
        Send Message
      </button>
    </Form>
  );
}
