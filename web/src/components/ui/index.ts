export { Alert } from './alert';
export { Button, type ButtonProps } from './button';
export { Card } from './card';
export { Spinner } from './spinner';
export { TextField, type TextFieldProps } from './text-field';
export { ToastProvider, useToast } from './toast';
