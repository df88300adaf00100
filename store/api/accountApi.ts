import type {
  AccountUserResult,
  RegisterParams,
  RegisterResult,
  ResetByMobileParams,
  SendSmsResult,
  SmsCodeType,
  UpdateAvatarParams,
  UpdateNickNameParams,
  UpdatePasswordParams,
  UploadImageResult,
} from '../../core/accountTypes';
import { accountPaths } from '../../core/accountTypes';
import { userRefreshed } from '../slices/sessionSlice';
import { baseApi } from './baseApi';

export interface SendSmsArgs {
  mobile: string;
  type: SmsCodeType;
}

/**
 * Account self-service: SMS codes, registration, password reset and change, avatar and
 * nickname. Calls that change the student answer the refreshed user, which replaces the stored one.
 */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendSmsCode: build.mutation<SendSmsResult, SendSmsArgs>({
      query: ({ mobile, type }) => ({ url: accountPaths.sendSms(mobile), params: { type } }),
    }),
    register: build.mutation<RegisterResult, RegisterParams>({
      query: (body) => ({ url: accountPaths.register, method: 'POST', data: { ...body } }),
    }),
    resetPasswordByMobile: build.mutation<null, ResetByMobileParams>({
      query: (body) => ({ url: accountPaths.resetByMobile, method: 'POST', data: { ...body } }),
    }),
    updatePassword: build.mutation<null, UpdatePasswordParams>({
      query: (body) => ({ url: accountPaths.updatePassword, method: 'POST', data: { ...body } }),
    }),
    uploadImage: build.mutation<UploadImageResult, Blob>({
      query: (file) => {
        const form = new FormData();
        form.append('file', file, file instanceof File ? file.name : 'image');
        return { url: accountPaths.uploadImage, method: 'POST', data: form };
      },
    }),
    updateAvatar: build.mutation<AccountUserResult, UpdateAvatarParams>({
      query: (body) => ({ url: accountPaths.updateAvatar, method: 'POST', data: { ...body } }),
      invalidatesTags: ['StudentInfo'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(userRefreshed(data));
      },
    }),
    updateNickName: build.mutation<AccountUserResult, UpdateNickNameParams>({
      query: (body) => ({ url: accountPaths.updateNickName, method: 'POST', data: { ...body } }),
      invalidatesTags: ['StudentInfo'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(userRefreshed(data));
      },
    }),
  }),
});

export const {
  useSendSmsCodeMutation,
  useRegisterMutation,
  useResetPasswordByMobileMutation,
  useUpdatePasswordMutation,
  useUploadImageMutation,
  useUpdateAvatarMutation,
  useUpdateNickNameMutation,
} = accountApi;
