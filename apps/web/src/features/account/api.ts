import type {
  ChangePasswordBody,
  ConfigurePasswordBody,
  OwnOtpBody,
  SetPasswordBody,
  TerminateBody,
  UpdateInterestsBody,
  UpdatePhoneBody,
  UpdateProfileBody,
} from '@market/contract';
import * as calls from '../../lib/endpoints.generated';
import { callApi } from '../../lib/api';

/** Own-account calls (spec 7.5). Form calls are quiet: the form shows field errors and toasts the rest. */
const quiet = { toast: false } as const;
const c = calls.auth;

export const accountApi = {
  updateProfile: (body: UpdateProfileBody) => callApi(c.updateProfile, { body }, quiet),
  updateInterests: (body: UpdateInterestsBody) => callApi(c.updateInterests, { body }),
  sendOwnOtp: (body: OwnOtpBody) => callApi(c.sendOwnOtp, { body }, quiet),
  updatePhone: (body: UpdatePhoneBody) => callApi(c.updatePhone, { body }, quiet),
  changePassword: (body: ChangePasswordBody) => callApi(c.changePassword, { body }, quiet),
  configurePassword: (body: ConfigurePasswordBody) => callApi(c.configurePassword, { body }, quiet),
  setPassword: (body: SetPasswordBody) => callApi(c.setPassword, { body }, quiet),
  terminateRequest: () => callApi(c.terminateRequest),
  terminate: (body: TerminateBody) => callApi(c.terminate, { body }, quiet),
};
