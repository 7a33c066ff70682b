import { AdminEntity } from '../modules/auth/admin.entity';
import { CategoryEntity } from '../modules/category/category.entity';

/** Every entity the ORM knows; migrations are generated from this list. */
export const entities = [AdminEntity, CategoryEntity];
