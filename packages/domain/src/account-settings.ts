/** The e-mails a merchant can turn on or off, for its owner and for its team. */
export const NOTIFICATION_EVENTS = [
  'payment_succeeded',
  'payout_done',
  'webhook_disabled',
  'weekly_summary',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
export type NotificationAudience = 'owner' | 'team';
export type NotificationPreferences = Record<NotificationEvent, Record<NotificationAudience, boolean>>;

/** Defaults before a merchant chooses: the owner gets everything but the weekly summary, the team nothing. */
export const DEFAULT_NOTIFICATIONS: NotificationPreferences = {
  payment_succeeded: { owner: true, team: false },
  payout_done: { owner: true, team: false },
  webhook_disabled: { owner: true, team: false },
  weekly_summary: { owner: false, team: false },
};

/** A brand colour as `#rrggbb`. */
export const BRAND_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
/** The platform's own colour, used when a shop chose none (spec section 1). */
export const DEFAULT_BRAND_COLOR = '#d45d00';

/** Avatars and shop logos: the spec's image types, at most 2 MiB, stored resized to this square. */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_SIZE_PX = 256;
export const LOGO_MAX_PX = 512;

/** Where withdrawals go by default. */
export const PAYOUT_DESTINATION_KINDS = ['bank', 'wallet'] as const;
export type PayoutDestinationKind = (typeof PAYOUT_DESTINATION_KINDS)[number];

/** The dashboard's onboarding checklist, in order; each step ticks itself from the merchant's data. */
export const ONBOARDING_STEPS = [
  'validate_account',
  'create_link',
  'first_payment',
  'add_webhook',
  'invite_colleague',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
