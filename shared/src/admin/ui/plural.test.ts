import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  it('says one thing in the singular and any other count in the plural', () => {
    expect(plural(1, 'application')).toBe('1 application');
    expect(plural(2, 'application')).toBe('2 applications');
    expect(plural(0, 'application')).toBe('0 applications');
    expect(plural(1204, 'e-mail')).toBe('1,204 e-mails');
    expect(plural(3, 'person', 'people')).toBe('3 people');
  });
});
