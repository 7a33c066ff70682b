import { describe, expect, it } from 'vitest';
import { keepPreparedStatements } from '../../src/server/composition/orm';
import { openSqlite } from '../../src/server/modules/backup/sqlite-file';

function database() {
  const db = openSqlite(':memory:');
  keepPreparedStatements(db);
  return db;
}

describe('the compiled statements a SQLite connection keeps', () => {
  it('are the same statement for the same SQL, run with new values each time', () => {
    const db = database();
    db.prepare('create table note (id integer primary key, body text)').run();
    const insert = db.prepare('insert into note (body) values (?)');
    expect(db.prepare('insert into note (body) values (?)')).toBe(insert);
    insert.run('first');
    db.prepare('insert into note (body) values (?)').run('second');
    expect(db.prepare('select body from note order by id').all()).toEqual([
      { body: 'first' },
      { body: 'second' },
    ]);
  });

  it('answer after the schema changed under them, as a fresh statement would', () => {
    const db = database();
    db.prepare('create table note (id integer primary key)').run();
    db.prepare('insert into note (id) values (?)').run(1);
    expect(db.prepare('select * from note').all()).toEqual([{ id: 1 }]);
    // What a migration applied while the server runs does.
    db.prepare('alter table note add column body text').run();
    db.prepare('update note set body = ?').run('kept');
    expect(db.prepare('select * from note').all()).toEqual([{ id: 1, body: 'kept' }]);
    db.prepare('drop table note').run();
    db.prepare('create table note (title text)').run();
    db.prepare('insert into note (title) values (?)').run('anew');
    expect(db.prepare('select * from note').all()).toEqual([{ title: 'anew' }]);
  });

  it('stay bounded: a statement used long ago is compiled again', () => {
    const db = database();
    const first = db.prepare('select 0 as n');
    for (let n = 1; n <= 300; n += 1) db.prepare(`select ${n} as n`).get();
    expect(db.prepare('select 0 as n')).not.toBe(first);
    expect(db.prepare('select 0 as n').get()).toEqual({ n: 0 });
  });
});
