/** Pages for a short link's visitors, signed in or not (web/src/features/redirect): reporting a link. */
export const visitor = {
  'visitor.report.title': 'Report a short link',
  'visitor.report.subtitle': 'Did a Kisa short link lead you to phishing, malware, spam or a scam? Tell us and our team will review it. No account is needed.',
  'visitor.report.home': 'Go to Kisa',
  'visitor.report.sent': 'Report sent',
  'visitor.report.another': 'Report another link',
  'visitor.report.link': 'Short link or code',
  'visitor.report.linkHint': 'The link as you received it, e.g. kisa.link/abc123, or just its code.',
  'visitor.report.reason': 'Reason',
  'visitor.report.chooseReason': 'Choose a reason…',
  'visitor.report.details': 'Details (optional)',
  'visitor.report.detailsHint': 'What did you see? {count} / {max} characters.',
  'visitor.report.contact': 'Your e-mail (optional)',
  'visitor.report.contactHint': "Only if we may contact you about this report. It is not shown to the link''s owner.",
  'visitor.report.send': 'Send report',
};
