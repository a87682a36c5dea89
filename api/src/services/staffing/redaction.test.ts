/** What the blind resume drops (contact details in their usual forms) and what it keeps. */
import { describe, expect, it } from 'vitest';
import { hasContactDetail, initialsOf, redactResume } from './redaction';

describe('redaction', () => {
  it.each([
    'jane.doe@example.com',
    'jane (at) example.com',
    'Tel: 0044 20 7946 0958',
    '+44 20 7946 0958',
    '(512) 555-0134',
    '512.555.0134',
    '221B Baker Street, London',
    '1600 Amphitheatre Parkway',
    'Austin, TX 78701',
    'London SW1A 1AA',
    'https://janedoe.example/portfolio',
    'www.janedoe.com',
    'linkedin.com/in/janedoe',
    'github.com/janedoe',
    'janedoe.dev',
    'Address: on request',
  ])('drops "%s"', (line) => {
    expect(hasContactDetail(line)).toBe(true);
  });

  it.each([
    'Senior Engineer, Initech (2019 - 2024)',
    'C#, ASP.NET Core, SQL Server, Node.js',
    'Cut cloud costs by 35% across 120 services',
    'Led a team of 8; shipped 3 products',
  ])('keeps "%s"', (line) => {
    expect(hasContactDetail(line)).toBe(false);
  });

  it('drops the header block above the first section and the name wherever it appears', () => {
    const text = [
      'Jane Q. Doe',
      'Remote · open to relocation',
      'Summary',
      'Platform engineer; Jane led the move to Kubernetes.',
      'Call 5125550134 for references',
      'Experience',
      'Staff Engineer, Globex (2015 - 2019)',
    ].join('\n');
    const out = redactResume(text, {
      fullName: 'Jane Doe',
      email: 'jane@example.com',
      phone: '(512) 555-0134',
    });
    expect(out).toBe(
      [
        'Summary',
        'Platform engineer; The candidate led the move to Kubernetes.',
        'Experience',
        'Staff Engineer, Globex (2015 - 2019)',
      ].join('\n'),
    );
    expect(initialsOf('Jane Q. Doe')).toBe('J. Q. D.');
    // Without a section heading, a first line that reads as a name goes too (any name).
    expect(
      redactResume('Jane Doe - Resume\nBuilt robots for 10 years', {
        fullName: 'Grace Hopper',
        email: '',
        phone: '',
      }),
    ).toBe('Built robots for 10 years');
  });
});
