import {
  Alert,
  Anchor,
  Button,
  Code,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { CreatedApiKeyResponse } from '@platform/contracts';
import { formatMoney } from '@platform/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../shared/api/http.ts';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { useShops } from '../../shops/shops-context.ts';

/** The sample shop's products (XOF). */
const PRODUCTS = [
  { id: 'pagne', price: 7_500 },
  { id: 'cafe', price: 2_000 },
  { id: 'savon', price: 500 },
] as const;

type Call = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: unknown;
  status?: number;
  answer?: unknown;
};

const masked = (key: string) => (key.length > 16 ? `${key.slice(0, 12)}…${key.slice(-4)}` : key);

/**
 * `/test_cart`: a sample shop's cart paid through the hosted checkout with the shop's sandbox
 * secret key, the way a merchant's site would do it, each API call shown as made.
 */
export function TestCartPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { selected } = useShops();
  const [quantities, setQuantities] = useState<Record<string, number>>({ pagne: 1, cafe: 2, savon: 0 });
  const [key, setKey] = useState('');
  const [calls, setCalls] = useState<Call[]>([]);
  const [checkoutUrl, setCheckoutUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const total = PRODUCTS.reduce((sum, p) => sum + p.price * (quantities[p.id] ?? 0), 0);

  const newKey = async () => {
    if (!selected) return;
    try {
      const created = await apiFetch<CreatedApiKeyResponse>('/api/developers/keys', {
        method: 'POST',
        body: { shop: selected._id },
      });
      setKey(created.key);
    } catch (error) {
      notify('error', errorMessage(error, t));
    }
  };

  const pay = async () => {
    if (!selected) return;
    setBusy(true);
    const body = {
      shop: selected._id,
      amount: total,
      description: t('playground.cart.description'),
      order_id: `cart-${Date.now()}`,
      return_url: `${window.location.origin}${window.location.pathname}`,
    };
    const call: Call = {
      method: 'POST',
      url: '/api/checkout/public/sessions',
      headers: { authorization: `Bearer ${masked(key)}`, 'idempotency-key': crypto.randomUUID() },
      body,
    };
    try {
      const response = await fetch(call.url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
          'idempotency-key': call.headers['idempotency-key']!,
          'accept-language': locale,
        },
        body: JSON.stringify(body),
      });
      call.status = response.status;
      call.answer = await response.json().catch(() => null);
      const url = (call.answer as { checkout_url?: string } | null)?.checkout_url;
      setCheckoutUrl(response.ok && url ? url : null);
    } catch (error) {
      call.answer = String(error);
    }
    setCalls((old) => [call, ...old]);
    setBusy(false);
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={2} size="h3" c="navy.7">
          {t('playground.cart.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('playground.cart.intro')}
        </Text>
      </div>
      <Paper withBorder radius="md" p="lg">
        {/* An input grid, not a list of records: one line per product, its quantity at the right. */}
        <Stack gap="sm" data-testid="cart">
          {PRODUCTS.map((p) => (
            <Group key={p.id} justify="space-between" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500}>
                  {t(`playground.cart.products.${p.id}`)}
                </Text>
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(p.price, locale)}
                </Text>
              </div>
              <NumberInput
                aria-label={`${t('playground.cart.quantity')} ${t(`playground.cart.products.${p.id}`)}`}
                min={0}
                max={99}
                allowDecimal={false}
                value={quantities[p.id] ?? 0}
                onChange={(v) => setQuantities((old) => ({ ...old, [p.id]: typeof v === 'number' ? v : 0 }))}
                w={96}
                style={{ flexShrink: 0 }}
              />
            </Group>
          ))}
        </Stack>
        <Text fw={700} mt="sm" data-testid="cart-total">
          {t('playground.cart.total', { amount: formatMoney(total, locale) })}
        </Text>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Group align="flex-end">
            <TextInput
              label={t('playground.cart.key')}
              description={t('playground.cart.keyHint')}
              value={key}
              onChange={(e) => setKey(e.currentTarget.value.trim())}
              style={{ flex: 1 }}
              data-testid="cart-key"
            />
            <Button variant="light" onClick={newKey}>
              {t('playground.cart.newKey')}
            </Button>
          </Group>
          <Group>
            <Button onClick={pay} loading={busy} disabled={!key || total <= 0} data-testid="cart-pay">
              {t('playground.cart.pay')}
            </Button>
            {checkoutUrl ? (
              <Anchor href={checkoutUrl} data-testid="cart-checkout-link">
                {t('playground.cart.open')}
              </Anchor>
            ) : null}
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Title order={3} size="h4" mb="sm">
          {t('playground.cart.calls')}
        </Title>
        {calls.length === 0 ? (
          <Text c="dimmed">{t('playground.cart.noCalls')}</Text>
        ) : (
          <Stack data-testid="cart-calls">
            {calls.map((call) => (
              <Alert
                key={call.headers['idempotency-key']}
                color={call.status && call.status < 300 ? 'green' : 'red'}
              >
                <Code block>
                  {`${call.method} ${call.url}\n${Object.entries(call.headers)
                    .map(([h, v]) => `${h}: ${v}`)
                    .join(
                      '\n',
                    )}\n\n${JSON.stringify(call.body, null, 2)}\n\n→ ${call.status ?? '—'}\n${JSON.stringify(call.answer, null, 2)}`}
                </Code>
              </Alert>
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
