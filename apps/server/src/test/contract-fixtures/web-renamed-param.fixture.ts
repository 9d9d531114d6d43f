import { api } from '../../../../web/src/api/api';

// The web still sends the path parameter under its old name.
export const job = () => api.get('/jobs/:jobId', { params: { id: 'j1' } });
