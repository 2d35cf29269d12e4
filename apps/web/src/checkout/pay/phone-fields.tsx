import { type Country, detectOperator, normalizePhone } from '@platform/domain';
import type { CheckoutSessionView } from '../lib/api.ts';
import { useI18n } from '../lib/i18n.ts';

export type PhoneValue = { country: Country; number: string; network: string; networkChosen: boolean };

const EXAMPLES: Readonly<Record<Country, string>> = {
  BJ: '01 97 00 00 00',
  TG: '90 00 00 00',
  CI: '07 00 00 00 00',
  SN: '77 000 00 00',
};

/** The network a number belongs to, from the prefix table (Wave is never detected: any SIM). */
export function detectNetwork(country: Country, number: string): string | null {
  return detectOperator(number, country);
}

/** Whether the typed number is a valid number of the chosen country. */
export function validPhone(value: PhoneValue): boolean {
  return normalizePhone(value.number, value.country)?.country === value.country;
}

type Props = {
  session: CheckoutSessionView;
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  error?: string | undefined;
};

/** Country, phone number and network: the network follows the number until the customer picks one. */
export function PhoneFields({ session, value, onChange, error }: Props) {
  const { t } = useI18n();
  const countries = [...new Set(session.networks.map((n) => n.country))] as Country[];
  const networks = session.networks.filter((n) => n.country === value.country);
  const update = (patch: Partial<PhoneValue>) => {
    const next = { ...value, ...patch };
    if (!next.networkChosen || patch.country) {
      const detected = detectNetwork(next.country, next.number);
      if (detected) next.network = detected;
      else if (!networks.some((n) => n.code === next.network) || patch.country)
        next.network = session.networks.find((n) => n.country === next.country)?.code ?? '';
      if (patch.country) next.networkChosen = false;
    }
    onChange(next);
  };
  return (
    <>
      <div className="field">
        <label htmlFor="co-country">{t('pay.country')}</label>
        <select
          id="co-country"
          value={value.country}
          onChange={(e) => update({ country: e.target.value as Country })}
        >
          {countries.map((c) => (
            <option key={c} value={c}>
              {t(`countries.${c}`)} (+{session.networks.find((n) => n.country === c)?.dial_code})
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="co-phone">{t('pay.phone')}</label>
        <input
          id="co-phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={value.number}
          aria-invalid={error ? true : undefined}
          aria-describedby="co-phone-hint"
          onChange={(e) => update({ number: e.target.value })}
        />
        <small id="co-phone-hint">{t('pay.phoneHint', { example: EXAMPLES[value.country] })}</small>
        {error ? (
          <p className="error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor="co-network">{t('pay.network')}</label>
        <select
          id="co-network"
          value={value.network}
          onChange={(e) => onChange({ ...value, network: e.target.value, networkChosen: true })}
          aria-describedby="co-network-hint"
        >
          {networks.map((n) => (
            <option key={n.code} value={n.code}>
              {n.name}
            </option>
          ))}
        </select>
        <small id="co-network-hint">{t('pay.networkDetected')}</small>
      </div>
    </>
  );
}
