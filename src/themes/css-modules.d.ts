/** CSS Modules (`X.module.css`): class names as written, mapped to their scoped names by the build. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
