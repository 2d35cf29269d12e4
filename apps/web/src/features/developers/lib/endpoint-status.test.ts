import { describe, expect, it } from 'vitest';
import {
  DELIVERY_STATE_COLORS,
  deliveryState,
  ENDPOINT_STATE_COLORS,
  endpointState,
  isKnownDisabledReason,
  statusCodeColor,
} from './endpoint-status.ts';

describe('webhook endpoint state', () => {
  it('tells an enabled, a paused and a platform-disabled endpoint apart', () => {
    expect(endpointState({ enabled: true, disabled_reason: null })).toBe('enabled');
    expect(endpointState({ enabled: false, disabled_reason: null })).toBe('paused');
    expect(endpointState({ enabled: false, disabled_reason: 'failing_for_5_days' })).toBe('disabled');
    expect(ENDPOINT_STATE_COLORS.disabled).toBe('red');
  });

  it('knows the reason it can explain', () => {
    expect(isKnownDisabledReason('failing_for_5_days')).toBe(true);
    expect(isKnownDisabledReason('something_else')).toBe(false);
    expect(isKnownDisabledReason(null)).toBe(false);
  });
});

describe('delivery state', () => {
  it('shows a pending delivery after a failed attempt as retrying', () => {
    expect(deliveryState({ status: 'pending', attempts: 0 })).toBe('pending');
    expect(deliveryState({ status: 'pending', attempts: 2 })).toBe('retrying');
    expect(deliveryState({ status: 'succeeded', attempts: 3 })).toBe('succeeded');
    expect(deliveryState({ status: 'failed', attempts: 8 })).toBe('failed');
    expect(DELIVERY_STATE_COLORS.retrying).toBe('orange');
  });

  it('colours HTTP status codes by family, no answer as an error', () => {
    expect(statusCodeColor(204)).toBe('green');
    expect(statusCodeColor(404)).toBe('orange');
    expect(statusCodeColor(500)).toBe('red');
    expect(statusCodeColor(301)).toBe('red');
    expect(statusCodeColor(null)).toBe('red');
  });
});
