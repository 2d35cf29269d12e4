/** Where operators send their callbacks for a mode (a hint: the status query decides). */
export function operatorCallbackUrl(appUrl: string, operator: string, mode: number): string {
  return `${appUrl}/api/operators/callbacks/${operator}/${mode === 0 ? 'sandbox' : 'live'}`;
}
