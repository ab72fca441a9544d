import { useState } from 'react';
import { brandingImagePath, type BrandingImageKind } from '@boda/contract';
import { platform } from '../../platform';

export interface BrandingImageProps {
  companyId: string;
  kind: BrandingImageKind;
  className?: string;
  alt: string;
  testId?: string;
}

/** A company's branding image; hidden when the server has none (404) or it fails to load. */
export function BrandingImage({ companyId, kind, className, alt, testId }: BrandingImageProps) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      className={className}
      src={`${platform.apiBaseUrl()}${brandingImagePath(companyId, kind)}`}
      alt={alt}
      data-testid={testId}
      onError={() => setFailed(true)}
    />
  );
}
