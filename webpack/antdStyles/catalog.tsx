import type { ComponentType, ReactElement, ReactNode } from 'react';
import * as antd from 'antd';
import * as menuOverride from 'antd/lib/menu/OverrideContext';

/** How a dropdown hands its prefix to the menu inside; antd's types leave it out. */
const { OverrideProvider } = menuOverride as unknown as {
  OverrideProvider: ComponentType<{ prefixCls: string; children: ReactNode }>;
};

/**
 * One render of every antd component, with the parts that register styles of their own (a form
 * item, a compact button, a preset tag, the confirm dialog…). Rendered on the server, a component
 * still calls its style hooks, so the cssinjs cache ends up holding every style the app could ask
 * for. Pop-ups render nothing on the server: their "pure panels" stand in for them.
 */
export function antdCatalog(): ReactElement[] {
  const { Button, Space, Form, Input, Tag, Modal, Badge, Layout, Pagination, Dropdown } = antd;
  const exported = Object.entries(antd)
    .filter(([name, value]) => /^[A-Z]/.test(name) && !NOT_RENDERED.has(name) && isComponent(value))
    .map(([name, Component]) => [name, Component as ComponentType] as const);

  return [
    ...exported.map(([name, Component]) => <Component key={name} />),
    ...exported.flatMap(([name, Component]) => {
      const Panel = (Component as { _InternalPanelDoNotUseOrYouWillBeFired?: ComponentType })
        ._InternalPanelDoNotUseOrYouWillBeFired;
      return Panel ? [<Panel key={`${name}-panel`} />] : [];
    }),
    <antd.message._InternalPanelDoNotUseOrYouWillBeFired key="message" content="" />,
    <antd.notification._InternalPanelDoNotUseOrYouWillBeFired key="notification" />,
    <Modal._InternalPanelDoNotUseOrYouWillBeFired key="confirm" type="confirm" />,
    <Space.Compact key="compact">
      <Button />
      <Input />
    </Space.Compact>,
    <Form key="form">
      <Form.Item label="item">
        <Input />
      </Form.Item>
    </Form>,
    <Input.TextArea key="textarea" />,
    <Input.Search key="search" />,
    <Input.Password key="password" />,
    <Input.OTP key="otp" />,
    <Tag key="preset" color="green" />,
    <Tag key="status" color="success" />,
    <Badge.Ribbon key="ribbon" text="ribbon" />,
    <Layout key="layout">
      <Layout.Sider />
    </Layout>,
    <Pagination key="pagination" total={100} showSizeChanger showQuickJumper />,
    <Dropdown.Button key="dropdown-button" />,
    <Space.Addon key="addon">addon</Space.Addon>,
    // A dropdown's menu, as the open dropdown renders it: a Menu under the dropdown's prefix, which
    // declares the menu's variables for that class and leaves the styling to the dropdown's own.
    <OverrideProvider key="dropdown-menu" prefixCls="ant-dropdown-menu">
      <antd.Menu items={[{ key: 'item', label: 'item' }]} />
    </OverrideProvider>,
  ];
}

/**
 * Parts drawn only under a wireframe theme, which the app's is not; their modules are bundled all
 * the same, so their hooks need CSS. Rendered apart (extract.tsx), under `{ wireframe: true }`.
 */
export function wireframeCatalog(): ReactElement[] {
  return [<antd.Pagination key="pagination" total={100} />];
}

/** Exports that are not components, or need a configuration the app never gives them. */
const NOT_RENDERED = new Set(['ConfigProvider', 'Affix', 'Anchor', 'QRCode', 'Watermark', 'Tour']);

/** A function component, or a forwardRef / memo wrapper; `Grid` for one is a bag of hooks. */
function isComponent(value: unknown): boolean {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}
