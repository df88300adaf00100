import { Avatar, Button, Card, Descriptions, Typography, Upload } from 'antd';
import type { UploadProps } from 'antd';
import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { NICKNAME_MAX_LENGTH } from '../../../core/accountTypes';
import { validateAvatarFile, validateNickName } from '../../../core/accountValidation';
import type { StudentInfo } from '../../../core/types';
import {
  useUpdateAvatarMutation,
  useUpdateNickNameMutation,
  useUploadImageMutation,
} from '../../../store/api/accountApi';
import { errorText, showLocalError } from '../../../store/api/apiError';
import { useMessageApi } from '../../lib/MessageBridge';
import { userCenterMessages as t } from './messages';

const ACCEPTED_IMAGES = 'image/png,image/jpeg,image/gif,image/webp';

function orNone(value: string | null | undefined): string {
  return value?.trim() ? value : t.none;
}

/** The student's card: avatar (with upload), names, school, class and the bound school info. */
export function ProfileCard({ info }: { info: StudentInfo }) {
  const messageApi = useMessageApi();
  const [uploadImage, upload] = useUploadImageMutation();
  const [updateAvatar, avatarUpdate] = useUpdateAvatarMutation();
  const [updateNickName] = useUpdateNickNameMutation();
  const changingAvatar = upload.isLoading || avatarUpdate.isLoading;

  const reportError = (error: unknown, fallback: string) => {
    showLocalError(error, fallback, messageApi.error);
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = validateAvatarFile(file);
    if (!problem) return true;
    messageApi.error(problem);
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const run = async () => {
      try {
        const { url } = await uploadImage(file as Blob).unwrap();
        await updateAvatar({ avatar: url }).unwrap();
        messageApi.success(t.avatarUpdated);
        onSuccess?.(url);
      } catch (error) {
        reportError(error, t.avatarFailed);
        onError?.(new Error(errorText(error, t.avatarFailed)));
      }
    };
    void run();
  };

  const renameTo = async (value: string) => {
    if (value.trim() === info.nickName) return;
    const problem = validateNickName(value);
    if (problem) {
      messageApi.error(problem);
      return;
    }
    try {
      await updateNickName({ nickName: value.trim() }).unwrap();
      messageApi.success(t.nickNameUpdated);
    } catch (error) {
      reportError(error, t.nickNameFailed);
    }
  };

  const bind = info.bindSchoolInfo;
  return (
    <Card title={t.profileTitle} className="user-center-card user-center-profile">
      <div className="user-center-identity">
        <Avatar size={96} src={info.avatar || undefined} icon={<UserOutlined />} alt={info.nickName} />
        <Upload
          accept={ACCEPTED_IMAGES}
          showUploadList={false}
          maxCount={1}
          beforeUpload={beforeUpload}
          customRequest={customRequest}
          disabled={changingAvatar}
        >
          <Button icon={<CameraOutlined />} loading={changingAvatar}>
            {changingAvatar ? t.uploadingAvatar : t.changeAvatar}
          </Button>
        </Upload>
        <span className="user-center-hint">{t.avatarHint}</span>
      </div>
      <Descriptions
        column={1}
        size="small"
        className="user-center-facts"
        items={[
          { key: 'realName', label: t.realName, children: orNone(info.realName) },
          {
            key: 'nickName',
            label: t.nickName,
            children: (
              <Typography.Text
                editable={{
                  onChange: (value) => void renameTo(value),
                  maxLength: NICKNAME_MAX_LENGTH,
                  tooltip: t.editNickName,
                  text: info.nickName,
                }}
              >
                {info.nickName}
              </Typography.Text>
            ),
          },
          { key: 'username', label: t.username, children: info.username },
          { key: 'organization', label: t.organization, children: orNone(info.organizationName) },
          { key: 'campus', label: t.campus, children: orNone(info.campusName) },
          { key: 'className', label: t.className, children: orNone(info.className) },
          {
            key: 'studentKind',
            label: t.studentKind,
            children: info.studentStatus === 1 ? t.trialStudent : t.formalStudent,
          },
        ]}
      />
      <h3 className="user-center-subtitle">{t.bindTitle}</h3>
      {bind ? (
        <Descriptions
          column={1}
          size="small"
          className="user-center-facts"
          items={[
            { key: 'name', label: t.bindName, children: bind.name },
            { key: 'sex', label: t.bindSex, children: bind.sex },
            { key: 'birthday', label: t.bindBirthday, children: bind.birthDayStr.slice(0, 7) },
            { key: 'number', label: t.bindNumber, children: bind.parentsContactWay },
          ]}
        />
      ) : (
        <p className="user-center-hint">{t.bindMissing}</p>
      )}
    </Card>
  );
}
