/**
 * The Password tab's one sentence: what protects the link, for the state the tab shows —
 * the saved protection (`saved`) and the switch as the user left it (`switchOn`). One state,
 * one sentence: the switch's own label stays 'Password protection' (its on/off is the
 * switch's checked state), so the label and the sentence can never disagree.
 */
export function passwordStateText(saved: boolean, switchOn: boolean): string {
  if (saved && switchOn) return 'This link is protected: visitors must enter the password.';
  if (saved) return 'Save to remove the password: the link will be open to everyone.';
  if (switchOn) return 'Set a password and save to protect this link.';
  return 'This link is open to everyone.';
}
