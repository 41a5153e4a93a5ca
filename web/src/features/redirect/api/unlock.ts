import { api } from '../../../lib/api-client';

export const unlock = (shortUrl: string, password: string) => api.post<{ location: string }>('/api/public/unlock', { shortUrl, password });
