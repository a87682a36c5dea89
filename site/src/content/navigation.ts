export interface NavLink {
  to: string;
  label: string;
}

export const MAIN_NAV: readonly NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/services', label: 'Services' },
  { to: '/our-expertise', label: 'Our Expertise' },
  { to: '/products', label: 'Products' },
  { to: '/blog', label: 'Blog' },
  { to: '/careers', label: 'Careers' },
];

export const FOOTER_SERVICES: readonly NavLink[] = [
  { to: '/ITStaffing', label: 'IT Staffing' },
  { to: '/cloud-solutions', label: 'Cloud Solutions' },
  { to: '/design-development', label: 'Design & Development' },
  { to: '/our-expertise', label: 'Our Expertise' },
];

export const FOOTER_COMPANY: readonly NavLink[] = [
  { to: '/about', label: 'About Us' },
  { to: '/mission', label: 'Our Mission' },
  { to: '/partnership', label: 'Partnership' },
  { to: '/careers', label: 'Careers' },
  { to: '/blog', label: 'Blog' },
];

export const FOOTER_SOLUTIONS: readonly NavLink[] = [
  { to: '/it-strategy-consulting', label: 'IT Strategy Consulting' },
  { to: '/workforce-optimization', label: 'Workforce Optimization' },
  { to: '/scalable-it-solutions', label: 'Scalable IT Solutions' },
  { to: '/technology-transformation', label: 'Technology Transformation' },
  { to: '/application-modernization', label: 'Application Modernization' },
];

export const FOOTER_LEGAL: readonly NavLink[] = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
];
