import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { styling } from './styling.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('styling/one-tool', styling.rules['one-tool'], {
  valid: [
    // the default: a CSS module, no Griffel
    "import styles from './card.module.css';\nexport const Card = () => <div className={styles.card} />;",
    // makeStyles beside a Fluent component the file renders, dotted names included
    "import { Button, makeStyles, tokens } from '@fluentui/react-components';\nconst useStyles = makeStyles({ root: { gap: tokens.spacingHorizontalS } });\nexport const Save = () => <Button className={useStyles().root}>Save</Button>;",
    "import { Dialog, makeStyles } from '@fluentui/react-components';\nconst useStyles = makeStyles({});\nexport const D = () => <Dialog.Surface className={useStyles().x} />;",
    // a renamed component still counts
    "import { Spinner as Wait, makeStyles } from '@fluentui/react-components';\nconst useStyles = makeStyles({});\nexport const W = () => <Wait className={useStyles().x} />;",
    // Fluent components without Griffel, and a type-only import of makeStyles' kin
    "import { Button } from '@fluentui/react-components';\nexport const B = () => <Button />;",
    "import type { makeStyles } from '@fluentui/react-components';\nexport type Hook = ReturnType<typeof makeStyles>;",
  ],
  invalid: [
    // Griffel with no Fluent component: the helpers and types are not components
    {
      code: "import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';\nconst useStyles = makeStyles({ root: { color: tokens.colorNeutralForeground2 } });\nexport const P = () => <p className={mergeClasses(useStyles().root)} />;",
      errors: [{ messageId: 'noFluent' }],
    },
    {
      code: "import { makeStyles, type ButtonProps } from '@fluentui/react-components';\nimport type { Badge } from '@fluentui/react-components';\nconst useStyles = makeStyles({});\nexport const P = (props: ButtonProps & { b?: typeof Badge }) => <p className={useStyles().x} {...props} />;",
      errors: [{ messageId: 'noFluent' }],
    },
    // a component imported but not rendered does not count
    {
      code: "import { Button, makeStyles } from '@fluentui/react-components';\nconst useStyles = makeStyles({});\nexport const kind = Button.displayName;\nexport const P = () => <p className={useStyles().x} />;",
      errors: [{ messageId: 'noFluent' }],
    },
    // Griffel's own package is the same tool
    {
      code: "import { makeStyles } from '@griffel/react';\nconst useStyles = makeStyles({});\nexport const P = () => <p className={useStyles().x} />;",
      errors: [{ messageId: 'noFluent' }],
    },
    // both tools in one file, even beside a Fluent component
    {
      code: "import { Button, makeStyles } from '@fluentui/react-components';\nimport styles from './save.module.css';\nconst useStyles = makeStyles({});\nexport const Save = () => <Button className={`${styles.save} ${useStyles().x}`} />;",
      errors: [{ messageId: 'both' }],
    },
  ],
});
