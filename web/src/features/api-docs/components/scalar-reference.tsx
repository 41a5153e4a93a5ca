import { useEffect, useRef } from 'react';
import { createApiReference } from '@scalar/api-reference';
import scalarCss from '@scalar/api-reference/style.css' with { type: 'text' };
import { adoptStyleSheet } from '../lib/adopted-style-sheet';
import { SCALAR_CONFIGURATION } from '../lib/scalar-configuration';

/**
 * Scalar's API reference (a Vue app) mounted into this element, its stylesheet adopted through
 * the CSSOM for as long as it shows (imported as text: a CSS import would join the app's
 * initial stylesheet). This module is its own lazy chunk: Vue, Scalar and their CSS load only here.
 */
export function ScalarReference() {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const releaseStyles = adoptStyleSheet(scalarCss);
    const reference = createApiReference(element, SCALAR_CONFIGURATION);
    return () => {
      reference.destroy();
      releaseStyles();
    };
  }, []);
  return <div ref={host} className="api-reference__scalar" />;
}

export default ScalarReference;
