import { type Task, TODO_ASSIGNEES, TODO_TAGS } from '@cloudfit/shared/schemas/demo/todo.schema';
import { englishFaker } from '../../english-faker';

const TASK_COUNT = 24;

const calendarDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The task list every server starts with, from a fixed seed; due dates fall from a week before
 * `today` to three weeks after it.
 */
export function createTasks(today: Date): Task[] {
  const faker = englishFaker(7302);
  return Array.from({ length: TASK_COUNT }, (_, index): Task => {
    const dueDate = new Date(today.getTime() + faker.number.int({ min: -7, max: 21 }) * 86_400_000);
    const title = faker.company.buzzPhrase();
    return {
      id: index + 1,
      title: title.charAt(0).toUpperCase() + title.slice(1),
      dueDate: calendarDay(dueDate),
      description: faker.lorem.sentences({ min: 1, max: 3 }),
      assignee:
        faker.helpers.maybe(() => faker.helpers.arrayElement(TODO_ASSIGNEES), { probability: 0.85 }) ?? null,
      tags: faker.helpers.arrayElements([...TODO_TAGS], { min: 1, max: 2 }),
      isCompleted: faker.datatype.boolean(0.3),
      isDeleted: faker.datatype.boolean(0.1),
      isImportant: faker.datatype.boolean(0.3),
    };
  });
}
