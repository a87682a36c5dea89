/** The company's one configuration module lives in shared/ (the API's e-mails read it too). */
export * from '@northbeam/shared/brand/company';
