/**
 * Links that open an item in the desktop app: `northbeam-admin://applications/{id}`, `…/contacts/
 * {id}`, `…/consultations/{id}`, `…/blogs/{id}`. The scheme comes from the product configuration
 * (DESKTOP_APP in shared/src/brand). The e-mails build them; the app parses them and refuses
 * anything else.
 */
export const DEEP_LINK_KINDS = ['applications', 'contacts', 'consultations', 'blogs'] as const;
export type DeepLinkKind = (typeof DEEP_LINK_KINDS)[number];

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The admin pages a deep link may open (the renderer accepts these from the main process). */
export const DEEP_LINK_PAGE = new RegExp(`^/admin/(${DEEP_LINK_KINDS.join('|')})/${UUID}$`);

export function desktopLink(scheme: string, kind: DeepLinkKind, id: string) {
  return `${scheme}://${kind}/${id}`;
}

/**
 * The admin page of a deep link, or undefined for anything that is not exactly one of ours: the
 * scheme, one of the kinds, one id, nothing else (no user, port, query or fragment).
 */
export function pageOfDeepLink(scheme: string, link: string): string | undefined {
  if (typeof link !== 'string' || link.length > 200) return undefined;
  const match = new RegExp(`^${scheme}://(${DEEP_LINK_KINDS.join('|')})/(${UUID})/?$`, 'i').exec(
    link.trim(),
  );
  if (!match) return undefined;
  return `/admin/${match[1]!.toLowerCase()}/${match[2]!.toLowerCase()}`;
}

/** The deep link among a launch's arguments (Windows and Linux pass it on the command line). */
export function deepLinkInArgv(scheme: string, argv: readonly string[]): string | undefined {
  return argv.find((arg) => arg.toLowerCase().startsWith(`${scheme}://`));
}
