/**
 * The contact page's optional subject (`/contact?subject=Partnership`), sent as a form field and
 * put at the head of the message. No zod here (contact.ts re-exports it), so the contact form can
 * use it without building the contract's schemas while it hydrates.
 */
export const CONTACT_SUBJECT_FIELD = 'subject';
export const CONTACT_SUBJECT_MAX = 80;

/** The message as it is stored: a subject picked up from the page's address opens it. */
export function messageWithSubject(subject: string | undefined, message: string): string {
  const clean = subject?.trim().slice(0, CONTACT_SUBJECT_MAX);
  return clean ? `Subject: ${clean}\n\n${message}` : message;
}
