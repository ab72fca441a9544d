/* The sso resource's public surface: partner sign-in, handovers, one-time links (issue 17). */
export { ssoRoutes } from './routes';
export { upsertProvider, linkAccount, sweepOneTimeTokens } from './repository';
export { redirectUriOf } from './service';
export { applyProvider, applyProvidersFile, PROVIDER_NAMES, ProviderConfigError, type ProviderName } from './providers-file';
