export { AppShell, PageLoader } from './app-shell';
export { AuthLayout } from './auth-layout';
export { Icon, type IconName } from './icons';
export { Logo } from './logo';
export { PageHeader, useDocumentTitle } from './page';
export { SettingsTabs } from './settings-tabs';
