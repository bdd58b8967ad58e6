import { IdParam } from '../schemas/common.js';
import { SignUploadBody, SignUploadQuery, SignedUpload, UploadedFileDto } from '../schemas/platform.js';
import { call } from './call.js';

/** Signed uploads: the client asks for a URL, then PUTs the bytes straight to storage. */
export const uploadCalls = {
  sign: call({
    method: 'POST',
    path: '/api/v1/upload/sign-url',
    aliases: ['/api/v2/upload/sign-url'],
    access: 'public',
    body: SignUploadBody,
    response: SignedUpload,
  }),
  signByQuery: call({ method: 'GET', path: '/api/v2/upload/sign-url', access: 'public', query: SignUploadQuery, response: SignedUpload }),
  get: call({ method: 'GET', path: '/api/v1/upload/sign-url/:id', access: 'public', params: IdParam, response: UploadedFileDto }),
} as const;
