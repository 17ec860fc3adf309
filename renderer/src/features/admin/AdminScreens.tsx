// The admin area's screens, each a config handed to the framework (loaded lazily by screens.tsx).
import { CrudEditPage } from '../../adminKit/CrudEditPage';
import { CrudListPage } from '../../adminKit/CrudListPage';
import { attributeEdit, attributeList } from './entities/attributes';
import { googleGroupEdit, googleGroupList } from './entities/googleGroups';
import { promptEdit, promptList } from './entities/prompts';
import { qualifierEdit, qualifierList } from './entities/qualifiers';
import { roleEdit, roleList } from './entities/roles';
import { segmentEdit, segmentList } from './entities/segments';
import { userEdit, userList } from './entities/users';

export { AdminHub } from './AdminHub';
export const UserList = () => <CrudListPage config={userList} />;
export const UserEdit = () => <CrudEditPage config={userEdit} />;
export const RoleList = () => <CrudListPage config={roleList} />;
export const RoleEdit = () => <CrudEditPage config={roleEdit} />;
export const GoogleGroupList = () => <CrudListPage config={googleGroupList} />;
export const GoogleGroupEdit = () => <CrudEditPage config={googleGroupEdit} />;
export const QualifierList = () => <CrudListPage config={qualifierList} />;
export const QualifierEdit = () => <CrudEditPage config={qualifierEdit} />;
export const SegmentList = () => <CrudListPage config={segmentList} />;
export const SegmentEdit = () => <CrudEditPage config={segmentEdit} />;
export const AttributeList = () => <CrudListPage config={attributeList} />;
export const AttributeNew = () => <CrudEditPage config={attributeEdit} />;
export const PromptList = () => <CrudListPage config={promptList} />;
export const PromptEdit = () => <CrudEditPage config={promptEdit} />;
