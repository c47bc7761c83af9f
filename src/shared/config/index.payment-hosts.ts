import { splitPaymentHosts } from '@/shared/lib/payment-url';

/**
 * Entries of VITE_PAYMENT_HOSTS (README "Environment variables", spec §2.13): `host`, `host:port`
 * (https) or `http://host:port`; see `isTrustedPaymentUrl`. Apart from `@/shared/config` so that the
 * login page does not load the payment URL checks with the configuration.
 */
export const PAYMENT_HOSTS: readonly string[] = splitPaymentHosts(import.meta.env.VITE_PAYMENT_HOSTS);
