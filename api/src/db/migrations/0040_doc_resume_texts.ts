import type { Migration } from './migration';

/**
 * Old Word `.doc` resumes are read now (services/resumes/resume-text.ts): the ones kept as
 * `unsupported` wait for their text again, and the background indexer reads them.
 */
export const migration: Migration = {
  name: '0040_doc_resume_texts',
  async up(knex) {
    await knex.raw(`
      update resume_texts r
         set status = 'pending', attempts = 0, locked_until = null, error = null
        from job_applications a
       where a.id = r.application_id
         and r.status = 'unsupported'
         and a.resume_mime = 'application/msword'`);
  },
  async down() {
    // Nothing to undo: a .doc's text, once read, is as good as a DOCX's.
  },
};
