/**
 * The account area's menu (issue 27 "a menu of short sub-pages"; spec 2 §2 account routes): every
 * page a player manages their account on, in three groups, each with its route id of the domain's
 * table, its label and its icon. The menu page lists them with a one-line summary; every account
 * page shows them beside itself from desktop width. The loaders turn the route ids into paths
 * (`page.href`), so the route table stays out of the browser; this module holds ids and keys only.
 *
 * Decided (the spec is silent): the groups (profile; contact and privacy; money and safer play), and
 * banking, rewards, limits and verification listed here too, so the menu is the one way in.
 */
import type { RouteId } from '@casino/domain';
import type { MessageId } from '@casino/i18n';

export type AccountIcon =
  | 'user'
  | 'phone'
  | 'home'
  | 'globe'
  | 'lock'
  | 'mail'
  | 'cookie'
  | 'clock'
  | 'chart'
  | 'shield'
  | 'gauge'
  | 'gift'
  | 'wallet';

/** The account area's pages (the route table's ids; none takes a param). */
export type AccountRouteId = Extract<
  RouteId,
  | 'account'
  | 'account-details'
  | 'account-phone'
  | 'account-address'
  | 'account-language'
  | 'account-password'
  | 'account-marketing'
  | 'account-cookies'
  | 'account-login-history'
  | 'account-activity'
  | 'account-verification'
  | 'banking'
  | 'rewards'
  | 'gambling-limits'
>;

export interface AccountMenuItem {
  id: string;
  route: AccountRouteId;
  label: MessageId;
  icon: AccountIcon;
}

export interface AccountMenuGroup {
  id: 'profile' | 'privacy' | 'play';
  label: MessageId;
  items: readonly AccountMenuItem[];
}

export const ACCOUNT_MENU: readonly AccountMenuGroup[] = [
  {
    id: 'profile',
    label: 'account.menu.group.profile',
    items: [
      { id: 'details', route: 'account-details', label: 'account.details.heading', icon: 'user' },
      { id: 'phone', route: 'account-phone', label: 'account.phone.heading', icon: 'phone' },
      { id: 'address', route: 'account-address', label: 'account.address.heading', icon: 'home' },
      { id: 'language', route: 'account-language', label: 'account.language.heading', icon: 'globe' },
      { id: 'password', route: 'account-password', label: 'account.password.heading', icon: 'lock' },
    ],
  },
  {
    id: 'privacy',
    label: 'account.menu.group.privacy',
    items: [
      { id: 'marketing', route: 'account-marketing', label: 'account.marketing.heading', icon: 'mail' },
      { id: 'cookies', route: 'account-cookies', label: 'account.cookies.heading', icon: 'cookie' },
      { id: 'loginHistory', route: 'account-login-history', label: 'account.history.heading', icon: 'clock' },
    ],
  },
  {
    id: 'play',
    label: 'account.menu.group.play',
    items: [
      { id: 'banking', route: 'banking', label: 'banking.title', icon: 'wallet' },
      { id: 'activity', route: 'account-activity', label: 'account.activity.heading', icon: 'chart' },
      { id: 'rewards', route: 'rewards', label: 'rewards.title', icon: 'gift' },
      { id: 'limits', route: 'gambling-limits', label: 'limits.title', icon: 'gauge' },
      { id: 'verification', route: 'account-verification', label: 'verification.title', icon: 'shield' },
    ],
  },
];

export const ACCOUNT_MENU_ITEMS: readonly AccountMenuItem[] = ACCOUNT_MENU.flatMap((group) => group.items);

/** The menu's paths by item id (from the loader: `accountNav(page)`). */
export type AccountNav = Readonly<Record<string, string>>;
