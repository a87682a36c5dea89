import { COMPANY } from '../../brand/company';

/** The company's mark, as the public site's header draws it (colours from the brand file). */
export function CompanyLogo({ size = 28 }: { size?: number }) {
  return (
    <svg
      className="admin-topbar__logo"
      width={size}
      height={size}
      viewBox="0 0 36 36"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="36" height="36" rx="9" fill={COMPANY.colors.brand} />
      <path d="M9 25 18 9l9 16-9-5z" fill="#fff" />
      <path d="M18 20l9 5H9z" fill={COMPANY.colors.accent} opacity=".9" />
    </svg>
  );
}
