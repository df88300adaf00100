/*
 * Host page of the Scratch 3 editor (npm scratch-gui, served unmodified beside this file).
 * It renders the editor in Chinese with our own offline library, and bridges window messages
 * with the page that embeds it: a practice page (starter projects, answers uploaded here),
 * with ?mode=work the works page (projects loaded and handed back for saving there), or with
 * ?mode=player a work's page (the stage only, played from the page's own buttons).
 * Protocol: README.md here.
 */
(function () {
  'use strict';

  var UPLOAD_URL = '/api/v3/student/uploadAnswerProject';
  var TOKEN_WAIT_MS = 5000;
  var LIBRARY_BASE = location.origin + '/scratch-gui/library/';
  /** Where scratch-gui draws library tiles from (the asset's md5ext follows, then "/get/"). */
  var CDN_ASSET_PREFIX = 'https://cdn.assets.scratch.mit.edu/internalapi/asset/';
  var LIBRARY_ASSET = /^([0-9a-f]{32}\.(?:svg|png|wav))\/get\/$/;
  /** Late PROJECT_CHANGED events of a load (workspace and monitors catching up) end within this. */
  var LOAD_SETTLE_MS = 500;
  var embedded = window.parent !== window;
  var params = new URLSearchParams(location.search);
  var workMode = params.get('mode') === 'work';
  var playerMode = params.get('mode') === 'player';
  /** Player mode: the on-screen keys a page may press, as the key values the VM's keyboard takes. */
  var PLAYER_KEYS = { up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight', space: ' ' };
  /** The same keys as a project's blocks name them ("when [space] key pressed", "key [up arrow] pressed?"). */
  var SCRATCH_KEY_NAMES = {
    'up arrow': 'up',
    'down arrow': 'down',
    'left arrow': 'left',
    'right arrow': 'right',
    space: 'space',
  };

  var state = {
    vm: null,
    ready: false,
    token: null,
    /** Path of the project to show once the editor is ready (the last one asked for wins). */
    pendingMaterial: null,
    material: null,
    submitting: false,
    tokenWaiters: [],
    /** Work mode: the project JSON as last loaded or saved, against which changes are judged. */
    baseline: null,
    /** Work mode: changes are judged only once a load has settled. */
    watching: false,
    ran: false,
    /** Player mode: the stage fills the frame (the page has put it full screen). */
    fullScreen: false,
    /** scratch-gui's editor component, made once. */
    Gui: null,
  };

  var submitButton = document.getElementById('cs-submit');
  var statusLine = document.getElementById('cs-status');

  function setStatus(text, kind) {
    statusLine.textContent = text || '';
    statusLine.className = 'cs-status' + (kind ? ' cs-status-' + kind : '');
  }

  function setEditorState(value) {
    document.body.setAttribute('data-editor-state', value);
  }

  /** Messages go to our own origin only: the practice page is served by the same server. */
  function post(message) {
    if (embedded) window.parent.postMessage(message, location.origin);
  }

  /** Same-origin absolute paths only (e.g. /materials/x.sb3), never another site. */
  function isLocalPath(value) {
    return typeof value === 'string' && value.charAt(0) === '/' && value.charAt(1) !== '/';
  }

  function loadMaterial(materialPath) {
    if (!isLocalPath(materialPath)) {
      setStatus('素材地址无效', 'error');
      return;
    }
    if (!state.ready) {
      state.pendingMaterial = materialPath;
      return;
    }
    setEditorState('loading-material');
    setStatus('正在打开素材……');
    var headers = {};
    // The student's own earlier answers (/uploads/…) are readable by their owner only.
    if (state.token && materialPath.indexOf('/uploads/') === 0) headers.accessToken = state.token;
    fetch(materialPath, { headers: headers })
      .then(function (response) {
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.arrayBuffer();
      })
      .then(function (buffer) {
        return state.vm.loadProject(buffer);
      })
      .then(function () {
        state.material = materialPath;
        setEditorState('ready');
        document.body.setAttribute('data-material', materialPath);
        setStatus('');
        post({ type: 'loaded', materialPath: materialPath });
      })
      .catch(function () {
        setEditorState('ready');
        setStatus('素材加载失败，请刷新后重试', 'error');
        post({ type: 'loadError', materialPath: materialPath });
      });
  }

  /** The practice page holds the login; ask it for the token and wait a little for the answer. */
  function requestToken() {
    if (state.token) return Promise.resolve(state.token);
    if (!embedded) return Promise.resolve(null);
    return new Promise(function (resolve) {
      var timer = setTimeout(function () {
        state.tokenWaiters = state.tokenWaiters.filter(function (waiter) {
          return waiter !== resolve;
        });
        resolve(null);
      }, TOKEN_WAIT_MS);
      state.tokenWaiters.push(function (token) {
        clearTimeout(timer);
        resolve(token);
      });
      post({ type: 'getDownToken' });
    });
  }

  function receiveToken(token) {
    if (typeof token !== 'string' || !token) return;
    state.token = token;
    var waiters = state.tokenWaiters;
    state.tokenWaiters = [];
    waiters.forEach(function (waiter) {
      waiter(token);
    });
  }

  function upload(blob, token) {
    var form = new FormData();
    form.append('file', blob, 'answer.sb3');
    return fetch(UPLOAD_URL, { method: 'POST', headers: { accessToken: token }, body: form }).then(
      function (response) {
        return response.json().then(function (body) {
          if (!response.ok || !body || !body.success) throw new Error((body && body.message) || '提交失败');
          return body.result.path;
        });
      },
    );
  }

  function submit() {
    if (!state.ready || state.submitting) return;
    state.submitting = true;
    submitButton.disabled = true;
    setStatus('正在保存作品……');
    var projectBlob;
    state.vm
      .saveProjectSb3()
      .then(function (blob) {
        projectBlob = blob;
        return requestToken();
      })
      .then(function (token) {
        if (!token) throw new Error('未获取到登录信息，请从练习页面打开并登录后再提交');
        setStatus('正在上传作品……');
        return upload(projectBlob, token);
      })
      .then(function (path) {
        setStatus('提交成功', 'ok');
        document.body.setAttribute('data-submitted', path);
        post({ type: 'nextGo', path: path, materialPath: state.material });
      })
      .catch(function (error) {
        var message = (error && error.message) || '提交失败';
        setStatus(message, 'error');
        post({ type: 'submitError', message: message });
      })
      .then(function () {
        state.submitting = false;
        submitButton.disabled = false;
      });
  }

  /**
   * Texts scratch-gui's zh-cn locale leaves in English, given to its IntlProvider together with
   * its own messages (the editor's locale mechanism: react-intl looks every text up there).
   */
  var ZH_CN_MESSAGES = {
    'gui.connection.auto-scanning.scanBeginMessage': '请按一下设备上的按钮。',
    'gui.connection.auto-scanning.updatePeripheralButton': '更新我的设备',
    'gui.connection.scanning.updatePeripheralButton': '更新我的设备',
    'gui.connection.updatePeripheral.microBitConnect': '用 USB 线把 {extensionName} 连到这台电脑。',
    'gui.connection.updatePeripheral.pressUpdate': '点击“开始更新”，等它完成。',
    'gui.connection.updatePeripheral.progress': '正在更新 {progressPercentage}%',
    'gui.connection.updatePeripheral.updateSuccessful': '更新成功！',
    'gui.connection.updatePeripheral.updateFailed': '更新失败。',
    'gui.connection.updatePeripheral.goBackButton': '返回',
    'gui.connection.updatePeripheral.updateNowButton': '开始更新',
    'gui.connection.updatePeripheral.updateAgainButton': '再试一次',
    'gui.gui.shouldDeleteSprite': '确定要删除这个角色吗？',
    'gui.gui.shouldDeleteCostume': '确定要删除这个造型吗？',
    'gui.gui.shouldDeleteSound': '确定要删除这个声音吗？',
    'gui.gui.confirm': '删除',
    'gui.gui.cancel': '取消',
    'gui.gui.deleteAssetHeading': '确认删除',
    'gui.library.gettingStarted': '入门',
    'gui.library.basics': '基础',
    'gui.library.intermediate': '进阶',
    'gui.library.prompts': '创意提示',
    'gui.menuBar.language': '语言',
    'gui.menuBar.debug': '调试',
    'gui.menuBar.modeMenu': '模式',
    'gui.menuBar.normalMode': '普通模式',
    'gui.menuBar.caturdayMode': '猫咪日模式',
    'gui.menuBar.settings': '设置',
    'gui.menuBar.colorMode': '颜色模式',
    'gui.monitor.contextMenu.hide': '隐藏',
    'gui.gui.listPromptAllSpritesMessage': '所有角色都可使用该列表。',
    'gui.SpriteInfo.showSpriteAction': '显示角色',
    'gui.SpriteInfo.hideSpriteAction': '隐藏角色',
    'gui.defaultProject.meow': '喵',
    'gui.defaultProject.variable': '我的变量',
    'gui.extension.microbit.prescanMessage': '打开 micro:bit，再点下面的按钮开始查找设备。',
    'gui.extension.microbit.scanBeginMessage': '让 micro:bit 保持开机，放在旁边。',
    'gui.extension.gdxfor.prescanMessage': '打开 Go Direct，再点下面的按钮开始查找设备。',
    'gui.extension.gdxfor.scanBeginMessage': '让 Go Direct 保持开机，放在旁边。',
    'gui.extension.ev3.prescanMessage': '打开 LEGO EV3，再点下面的按钮开始查找设备。',
    'gui.extension.ev3.scanBeginMessage': '让 LEGO EV3 保持开机，放在旁边。',
    'gui.extension.boost.prescanMessage': '按一下 LEGO BOOST 上的按钮，再点下面的按钮开始查找设备。',
    'gui.extension.boost.scanBeginMessage': '让 LEGO BOOST 保持开机，放在旁边。',
    'gui.extension.wedo2.prescanMessage': '按一下 LEGO WeDo 2.0 上的按钮，再点下面的按钮开始查找设备。',
    'gui.extension.wedo2.scanBeginMessage': '让 LEGO WeDo 2.0 保持开机，放在旁边。',
    'gui.theme.default': '原始',
    'gui.theme.dark': '深色',
    'gui.theme.highContrast': '高对比度',
    'microbit.defaultTextToDisplay': '你好！',
  };

  // ---- The library ----

  function isSpriteItem(item) {
    return Array.isArray(item.costumes);
  }

  function isSoundItem(item) {
    return typeof item.sampleCount === 'number';
  }

  function isPictureItem(item) {
    return typeof item.md5ext === 'string' && typeof item.rotationCenterX === 'number';
  }

  /**
   * Which of scratch-gui's four library lists `list` is, by its shape (so neither the bundle's
   * order nor its variable names matter): sprites carry costumes, sounds a sample count, and of
   * the two picture lists the backdrops are the one whose items are mostly stage-sized.
   */
  function libraryKind(list) {
    if (!Array.isArray(list) || list.length === 0) return null;
    var items = list.filter(function (item) {
      return item !== null && typeof item === 'object' && Array.isArray(item.tags);
    });
    if (items.length !== list.length) return null;
    if (items.every(isSpriteItem)) return 'sprites';
    if (items.every(isSoundItem)) return 'sounds';
    if (!items.every(isPictureItem)) return null;
    var stageSized = list.filter(function (item) {
      var resolution = item.bitmapResolution || 1;
      return item.rotationCenterX / resolution === 240 && item.rotationCenterY / resolution === 180;
    });
    return stageSized.length * 2 > list.length ? 'backdrops' : 'costumes';
  }

  /**
   * Runs the bundle with JSON.parse answering our lists for its library literals (it parses them
   * once, as it starts); everything else parses as usual, and JSON.parse is itself again once the
   * bundle has run. Resolves with the kinds that were replaced.
   */
  function loadBundle(library) {
    return new Promise(function (resolve, reject) {
      var parse = JSON.parse;
      var replaced = {};
      if (library) {
        JSON.parse = function (text, reviver) {
          var value = parse.call(JSON, text, reviver);
          var kind = libraryKind(value);
          if (!kind || !library[kind]) return value;
          replaced[kind] = true;
          return library[kind];
        };
      }
      var script = document.createElement('script');
      script.src = 'scratch-gui.js';
      script.onload = function () {
        JSON.parse = parse;
        resolve(replaced);
      };
      script.onerror = function () {
        JSON.parse = parse;
        reject(new Error('scratch-gui.js'));
      };
      document.body.appendChild(script);
    });
  }

  function fetchLibrary() {
    return fetch('library/library.json')
      .then(function (response) {
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.json();
      })
      .catch(function () {
        return null;
      });
  }

  /**
   * The React the bundle is given (its UMD external). It is React itself except for two element
   * descriptions, changed before anything reaches the page: a library tile's picture, which
   * scratch-gui addresses on Scratch's CDN by the asset's md5ext, comes from our library instead
   * (so no request ever leaves for the CDN); and the IntlProvider's zh-cn messages gain the texts
   * the locale lacks.
   */
  function editorReact(React) {
    var createElement = React.createElement;
    var translated = new WeakMap();
    function messagesFor(messages) {
      if (!translated.has(messages)) translated.set(messages, Object.assign({}, messages, ZH_CN_MESSAGES));
      return translated.get(messages);
    }
    function adjust(props) {
      if (!props) return props;
      if (typeof props.src === 'string' && props.src.indexOf(CDN_ASSET_PREFIX) === 0) {
        var match = LIBRARY_ASSET.exec(props.src.slice(CDN_ASSET_PREFIX.length));
        return Object.assign({}, props, { src: match ? LIBRARY_BASE + match[1] : undefined });
      }
      if (props.locale === 'zh-cn' && props.messages && typeof props.messages === 'object') {
        return Object.assign({}, props, { messages: messagesFor(props.messages) });
      }
      return props;
    }
    function editorCreateElement(type, props) {
      var args = Array.prototype.slice.call(arguments);
      args[1] = adjust(props);
      return createElement.apply(React, args);
    }
    return new Proxy(React, {
      get: function (target, key) {
        return key === 'createElement' ? editorCreateElement : target[key];
      },
    });
  }

  /** Library assets (and any asset a project lacks) load from our server, never from Scratch's. */
  function addLibraryStore(storage) {
    storage.addWebStore(
      [storage.AssetType.ImageVector, storage.AssetType.ImageBitmap, storage.AssetType.Sound],
      function (asset) {
        return LIBRARY_BASE + asset.assetId + '.' + asset.dataFormat;
      },
    );
  }

  // ---- Work mode: the works page loads projects here and saves what it gets back ----

  function projectJson() {
    return state.vm.toJSON();
  }

  /** From now on, a change is a project that differs from what was just loaded. */
  function watchAfterLoad() {
    state.watching = false;
    state.ran = false;
    var settled = function () {
      state.baseline = projectJson();
      state.watching = true;
    };
    setTimeout(settled, LOAD_SETTLE_MS);
  }

  /**
   * scratch-vm also emits PROJECT_CHANGED while a project loads and while its workspace catches
   * up; only a project that differs from the loaded one is a change the page should save.
   */
  function onProjectChanged() {
    if (!workMode || !state.watching) return;
    var json = projectJson();
    if (json === state.baseline) return;
    state.baseline = json;
    post({ type: 'projectChanged' });
  }

  function onProjectStart() {
    if (!(workMode || playerMode) || state.ran) return;
    state.ran = true;
    post({ type: 'run' });
  }

  /** A same-origin path (a signed link) or a blob: URL the page made of a file it read. */
  function isProjectUrl(value) {
    return (
      isLocalPath(value) ||
      (typeof value === 'string' && value.indexOf('blob:' + location.origin + '/') === 0)
    );
  }

  function loadWork(data) {
    var source;
    if (data.data instanceof ArrayBuffer) source = Promise.resolve(data.data);
    else if (isProjectUrl(data.url)) {
      source = fetch(data.url).then(function (response) {
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.arrayBuffer();
      });
    } else {
      post({ type: 'projectLoadError', requestId: data.requestId, message: '作品地址无效' });
      return;
    }
    state.watching = false;
    setEditorState('loading-material');
    source
      .then(function (buffer) {
        return state.vm.loadProject(buffer);
      })
      .then(function () {
        setEditorState('ready');
        watchAfterLoad();
        var loaded = { type: 'projectLoaded', requestId: data.requestId };
        if (playerMode) loaded.keys = listenedKeys();
        post(loaded);
      })
      .catch(function () {
        setEditorState('ready');
        watchAfterLoad();
        post({ type: 'projectLoadError', requestId: data.requestId, message: '作品打开失败，请刷新后重试' });
      });
  }

  /** A data: URL's bytes, decoded here: the editor's connect-src does not list data:. */
  function blobOfDataUrl(dataUrl, type) {
    var binary = window.atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
    var bytes = new Uint8Array(binary.length);
    for (var i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return new window.Blob([bytes], { type: type });
  }

  /** The stage as a PNG, for the work's cover (taken at the renderer's next frame). */
  function stageSnapshot() {
    return new Promise(function (resolve) {
      state.vm.renderer.requestSnapshot(function (dataUrl) {
        resolve(blobOfDataUrl(dataUrl, 'image/png'));
      });
    });
  }

  function sendProject(requestId) {
    Promise.all([state.vm.saveProjectSb3(), stageSnapshot()])
      .then(function (results) {
        post({ type: 'project', requestId: requestId, project: results[0], cover: results[1] });
      })
      .catch(function () {
        post({ type: 'projectError', requestId: requestId, message: '读取作品失败' });
      });
  }

  // ---- Player mode: a work's page plays the project with its own buttons and keys ----

  /**
   * The on-screen keys the project listens to, read from its blocks: "when key pressed" hats and
   * the "key pressed?" menus. "any" key, or a reporter in the key slot (a key chosen while the
   * project runs), needs all of them.
   */
  function listenedKeys() {
    var found = {};
    var all = false;
    state.vm.runtime.targets.forEach(function (target) {
      if (!target.isOriginal) return;
      var blocks = target.blocks._blocks;
      Object.keys(blocks).forEach(function (id) {
        var block = blocks[id];
        if (block.opcode === 'event_whenkeypressed' || block.opcode === 'sensing_keyoptions') {
          var key = block.fields && block.fields.KEY_OPTION && block.fields.KEY_OPTION.value;
          if (key === 'any') all = true;
          else if (SCRATCH_KEY_NAMES[key]) found[SCRATCH_KEY_NAMES[key]] = true;
        } else if (block.opcode === 'sensing_keypressed') {
          var slot = block.inputs && block.inputs.KEY_OPTION;
          if (slot && slot.block !== slot.shadow) all = true;
        }
      });
    });
    return Object.keys(PLAYER_KEYS).filter(function (key) {
      return all || found[key];
    });
  }

  function pressKey(key, isDown) {
    if (!Object.prototype.hasOwnProperty.call(PLAYER_KEYS, key)) return;
    state.vm.postIOData('keyboard', { key: PLAYER_KEYS[key], isDown: isDown === true });
  }

  function greenFlag() {
    // The player starts the VM's clock only when asked to play; starting twice changes nothing.
    state.vm.start();
    state.vm.greenFlag();
  }

  function onPlayerMessage(data) {
    if (data.type === 'loadProject') loadWork(data);
    else if (data.type === 'greenFlag') greenFlag();
    else if (data.type === 'stopAll') state.vm.stopAll();
    else if (data.type === 'key') pressKey(data.key, data.isDown);
    else if (data.type === 'fullScreen') {
      state.fullScreen = data.on === true;
      render();
    }
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== location.origin || event.source !== window.parent) return;
    var data = event.data;
    if (!data || typeof data !== 'object') return;
    if (playerMode) {
      if (state.ready) onPlayerMessage(data);
      return;
    }
    if (workMode) {
      if (!state.ready) return;
      if (data.type === 'loadProject') loadWork(data);
      else if (data.type === 'getProject') sendProject(data.requestId);
      return;
    }
    if (data.type === 'load') loadMaterial(data.materialPath);
    else if (data.type === 'downToken') receiveToken(data.accessToken);
    else if (data.type === 'submit') submit();
  });
  submitButton.addEventListener('click', submit);

  function onEditorReady() {
    if (state.ready) return;
    state.ready = true;
    // scratch-gui warns before unload when the project changed; inside the practice page that
    // would block the page's own navigation, and the answer is submitted explicitly anyway.
    if (embedded) window.onbeforeunload = null;
    document.getElementById('cs-loading').remove();
    submitButton.disabled = false;
    setEditorState('ready');
    if (playerMode) {
      window.onbeforeunload = null;
      state.vm.runtime.on('PROJECT_START', onProjectStart);
      post({ type: 'menuOk' });
      return;
    }
    if (workMode) {
      state.vm.on('PROJECT_CHANGED', onProjectChanged);
      state.vm.runtime.on('PROJECT_START', onProjectStart);
      watchAfterLoad();
      post({ type: 'menuOk' });
      return;
    }
    post({ type: 'menuOk' });
    if (embedded) requestToken();
    var material = state.pendingMaterial;
    state.pendingMaterial = null;
    if (material) loadMaterial(material);
  }

  /** Renders the editor, or renders it again with new props (the player's full screen). */
  function render() {
    var lib = window.GUI;
    var root = document.getElementById('cs-app');
    // One component for every render: a new one would mount a new editor with a new VM.
    if (!state.Gui) {
      state.Gui = lib.AppStateHOC(lib.default);
      lib.setAppElement(root);
    }
    window.ReactDOM.render(
      window.React.createElement(state.Gui, {
        projectId: '0',
        canSave: false,
        canShare: false,
        canEditTitle: false,
        backpackVisible: false,
        showComingSoon: false,
        isPlayerOnly: playerMode,
        isFullScreen: state.fullScreen,
        onStorageInit: addLibraryStore,
        onVmInit: function (vm) {
          state.vm = vm;
        },
        onProjectLoaded: onEditorReady,
      }),
      root,
    );
  }

  function showLoadFailure() {
    document.getElementById('cs-loading').textContent = '编辑器加载失败，请刷新重试';
    setEditorState('error');
  }

  function boot() {
    // scratch-gui picks its language from ?locale= when the page starts; children read Chinese.
    if (!params.get('locale')) {
      params.set('locale', 'zh-cn');
      history.replaceState(null, '', location.pathname + '?' + params.toString() + location.hash);
    }
    if (workMode) document.body.setAttribute('data-mode', 'work');
    if (playerMode) {
      document.body.setAttribute('data-mode', 'player');
      document.getElementById('cs-loading').textContent = '正在打开作品……';
    }
    state.pendingMaterial = isLocalPath(params.get('material')) ? params.get('material') : null;
    // The bundle is a UMD build whose externals are these two globals.
    window.react = editorReact(window.React);
    window['react-dom'] = window.ReactDOM;
    fetchLibrary()
      .then(loadBundle)
      .then(function (replaced) {
        // Without all four of our lists the library would point at Scratch's CDN: it stays hidden.
        var complete = ['sprites', 'costumes', 'backdrops', 'sounds'].every(function (kind) {
          return replaced[kind];
        });
        document.body.setAttribute('data-library', complete ? 'ready' : 'off');
        render();
      }, showLoadFailure);
  }

  boot();
})();
