import { ComingSoon } from '../../../components/layout';

/** /e/qr-code */
export function QrCodePage() {
  return <ComingSoon title="QR Codes" description="Generate standalone QR codes for a vCard, free text, SMS, e-mail or a phone number, and download them as PNG." />;
}
