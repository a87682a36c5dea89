import type { Locator, Page } from '@playwright/test';

/** Page object of the free-consultation form (home page). */
export class ConsultationForm {
  readonly form: Locator;
  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Free consultation' });
  }
  field(label: string | RegExp) {
    return this.form.getByLabel(label);
  }
  async fill(values: {
    firstName?: string;
    lastName?: string;
    email?: string;
    company?: string;
    message?: string;
  }) {
    if (values.firstName !== undefined) await this.field(/^First name/).fill(values.firstName);
    if (values.lastName !== undefined) await this.field(/^Last name/).fill(values.lastName);
    if (values.email !== undefined) await this.field(/^Email/).fill(values.email);
    if (values.company !== undefined) await this.field(/^Company/).fill(values.company);
    if (values.message !== undefined) await this.field(/^Message/).fill(values.message);
  }
  get submit() {
    return this.form.getByRole('button', { name: /^(Send|Sending\.\.\.)$/ });
  }
}

/** Page object of the contact form (/contact). */
export class ContactForm {
  readonly form: Locator;
  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Contact us' });
  }
  field(label: string | RegExp) {
    return this.form.getByLabel(label);
  }
  async fill(values: {
    firstName?: string;
    lastName?: string;
    email?: string;
    phone?: string;
    company?: string;
    message?: string;
  }) {
    if (values.firstName !== undefined) await this.field(/^First name/).fill(values.firstName);
    if (values.lastName !== undefined) await this.field(/^Last name/).fill(values.lastName);
    if (values.email !== undefined) await this.field(/^Email/).fill(values.email);
    if (values.phone !== undefined) await this.field(/^Phone/).fill(values.phone);
    if (values.company !== undefined) await this.field(/^Company/).fill(values.company);
    if (values.message !== undefined) await this.field(/^Message/).fill(values.message);
  }
  get submit() {
    return this.form.getByRole('button', { name: /^(Send|Sending\.\.\.)$/ });
  }
}

/** Page object of a job's application form (/careers/{id}). */
export class ApplicationForm {
  readonly form: Locator;
  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: /^Apply for/ });
  }
  async fill(values: { fullName?: string; email?: string; phone?: string; coverLetter?: string }) {
    if (values.fullName !== undefined)
      await this.form.getByLabel(/^Full name/).fill(values.fullName);
    if (values.email !== undefined) await this.form.getByLabel(/^Email/).fill(values.email);
    if (values.phone !== undefined) await this.form.getByLabel(/^Phone/).fill(values.phone);
    if (values.coverLetter !== undefined)
      await this.form.getByLabel(/^Cover letter/).fill(values.coverLetter);
  }
  get resume() {
    return this.form.getByLabel(/^Resume/);
  }
  get submit() {
    return this.form.getByRole('button', { name: /^(Submit Application|Submitting\.\.\.)$/ });
  }
}
