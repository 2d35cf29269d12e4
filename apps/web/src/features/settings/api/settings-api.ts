import type {
  BusinessDetailsBody,
  NotificationsBody,
  OnboardingResponse,
  PayoutDestinationBody,
  SettingsResponse,
  ShopBrandingBody,
} from '@platform/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/http.ts';

export const settingsKeys = {
  all: ['settings'] as const,
  current: () => [...settingsKeys.all, 'current'] as const,
  onboarding: () => [...settingsKeys.all, 'onboarding'] as const,
};

export const settingsApi = {
  get: () => apiFetch<SettingsResponse>('/api/settings'),
  onboarding: () => apiFetch<OnboardingResponse>('/api/settings/onboarding'),
  business: (body: BusinessDetailsBody) =>
    apiFetch<SettingsResponse>('/api/settings/business', { method: 'PUT', body }),
  notifications: (body: NotificationsBody) =>
    apiFetch<SettingsResponse>('/api/settings/notifications', { method: 'PUT', body }),
  shop: ({ id, body }: { id: string; body: ShopBrandingBody }) =>
    apiFetch<SettingsResponse>(`/api/settings/shops/${encodeURIComponent(id)}`, { method: 'PUT', body }),
  logo: ({ id, file }: { id: string; file: File }) => {
    const form = new FormData();
    form.append('image', file);
    return apiFetch<SettingsResponse>(`/api/settings/shops/${encodeURIComponent(id)}/logo`, {
      method: 'POST',
      body: form,
    });
  },
  payoutDestination: (body: PayoutDestinationBody) =>
    apiFetch<SettingsResponse>('/api/settings/payout-destination', { method: 'PUT', body }),
};

export function useSettings() {
  return useQuery({ queryKey: settingsKeys.current(), queryFn: settingsApi.get });
}

export function useOnboarding() {
  return useQuery({ queryKey: settingsKeys.onboarding(), queryFn: settingsApi.onboarding });
}

/** A settings change; the answer is the new settings, put straight in the cache. */
export function useSettingsMutation<A>(fn: (arg: A) => Promise<SettingsResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (data) => queryClient.setQueryData(settingsKeys.current(), data),
  });
}
