export { AppShell, PageLoader } from './app-shell';
export { AuthLayout } from './auth-layout';
export { Logo } from './logo';
export { PageHeader, useDocumentTitle } from './page';
export { SettingsTabs } from './settings-tabs';
export { LanguageSelect } from './language-select';
