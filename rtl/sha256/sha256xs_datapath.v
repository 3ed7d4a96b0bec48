`default_nettype none
// The byte-serial datapath (sha256-xs): every 32-bit word moves as four 8-bit digits,
// least significant first, so a round takes four cycles on 8-bit adders.
// rtl/sha256/README.md ("sha256-xs") describes it; sha256xs_control.v drives it.
//
// Two stages, the second one cycle behind the first:
//   fetch stage (k, t):  K or H digit from the block RAM, message digit or the schedule's
//                        W[t] digit, kw = K + W (or H + 0 in FOLD) -> kw_q
//   chain stage (kr):    one digit of a round (or of the H += a..h fold) on the a..h chain
// The working variables are two 16-digit shift chains (a, b, c, d and e, f, g, h); the
// message schedule is one 64-digit delay line (flip-flops where the sigma functions tap
// it, distributed RAM between).  A word's bits leave its register as it is replaced,
// so the rotations tap the chain at one of two places, chosen by the digit index.
module sha256xs_datapath #(
    parameter MEM = "bram"
) (
    input  wire        clk,
    input  wire [15:0] in_data,     // a message half-word (lw_shell, DW = 16)
    // fetch stage
    input  wire        c_k0,        // the digit index is odd
    input  wire        c_ge1,       // k >= 1 (registered)
    input  wire [3:1]  c_gen,       // k + 1 >= n (for the sigma taps, a cycle early)
    input  wire        c_msg,       // W[t] is a message digit (t < 16; zero in FOLD)
    input  wire        c_wsh,       // the schedule delay line moves on (a round digit)
    input  wire [7:0]  c_raddr,     // block RAM read address (one cycle ahead)
    // chain stage
    input  wire [3:1]  c_ger,       // kr >= n (the chain stage's digit)
    input  wire        c_init,      // a..h <- 0
    input  wire        c_csh,       // the a..h chains move on (round or fold digit)
    input  wire        c_cfold,     // the chain stage folds: a <- h + H, e <- d
    // block RAM write port
    input  wire        c_we,
    input  wire [7:0]  c_waddr,
    input  wire        c_wfold,     // write the folded pair (a's two newest digits; else the message half-word)
    output wire [15:0] digest_pair  // the block RAM's read data (the digest in OUT)
);
    // K[63] first ... K[0] last, i.e. K[i] at bits [32*i +: 32]
    localparam [2047:0] K_TABLE = {
        32'hc67178f2, 32'hbef9a3f7, 32'ha4506ceb, 32'h90befffa,
        32'h8cc70208, 32'h84c87814, 32'h78a5636f, 32'h748f82ee,
        32'h682e6ff3, 32'h5b9cca4f, 32'h4ed8aa4a, 32'h391c0cb3,
        32'h34b0bcb5, 32'h2748774c, 32'h1e376c08, 32'h19a4c116,
        32'h106aa070, 32'hf40e3585, 32'hd6990624, 32'hd192e819,
        32'hc76c51a3, 32'hc24b8b70, 32'ha81a664b, 32'ha2bfe8a1,
        32'h92722c85, 32'h81c2c92e, 32'h766a0abb, 32'h650a7354,
        32'h53380d13, 32'h4d2c6dfc, 32'h2e1b2138, 32'h27b70a85,
        32'h14292967, 32'h06ca6351, 32'hd5a79147, 32'hc6e00bf3,
        32'hbf597fc7, 32'hb00327c8, 32'ha831c66d, 32'h983e5152,
        32'h76f988da, 32'h5cb0a9dc, 32'h4a7484aa, 32'h2de92c6f,
        32'h240ca1cc, 32'h0fc19dc6, 32'hefbe4786, 32'he49b69c1,
        32'hc19bf174, 32'h9bdc06a7, 32'h80deb1fe, 32'h72be5d74,
        32'h550c7dc3, 32'h243185be, 32'h12835b01, 32'hd807aa98,
        32'hab1c5ed5, 32'h923f82a4, 32'h59f111f1, 32'h3956c25b,
        32'he9b5dba5, 32'hb5c0fbcf, 32'h71374491, 32'h428a2f98
    };
    // H0 first ... H7 last
    localparam [255:0] IV = {32'h6a09e667, 32'hbb67ae85, 32'h3c6ef372, 32'ha54ff53a,
                             32'h510e527f, 32'h9b05688c, 32'h1f83d9ab, 32'h5be0cd19};

    // Block RAM, 256 x 16 (entry e at bits [16*e +: 16]): a word's low half at pair 0
    //   0..127   K[u]       {0, u, pair}        (constant; rounds u = 0..63)
    //   128..143 H[7 - w]   {1000, w, pair}     (chaining value; fold units u = 64 + w)
    //   144..159 IV[7 - w]  {1001, w, pair}     (constant)
    //   160..191 M[j]       {101, j, pair}      (message block)
    //   255                 zero                (never written: a fold's "message")
    function [4095:0] ram_init(input integer unused_arg);
        integer n;
        begin
            ram_init = {4096{1'b0}};
            for (n = 0; n < 64; n = n + 1) begin
                ram_init[16*(2*n) +: 16]   = K_TABLE[32*n +: 16];
                ram_init[16*(2*n+1) +: 16] = K_TABLE[32*n+16 +: 16];
            end
            for (n = 0; n < 8; n = n + 1) begin    // IV word 7 - n, i.e. IV[32*n +: 32]
                ram_init[16*(144+2*n) +: 16]   = IV[32*n +: 16];
                ram_init[16*(144+2*n+1) +: 16] = IV[32*n+16 +: 16];
            end
        end
    endfunction
    localparam [4095:0] RAM_INIT = ram_init(0);

    wire [15:0] q;
    lw_ram_sdp #(.DEPTH(256), .DW(16), .STYLE(MEM), .NO_RW_CHECK(1), .HAS_INIT(1),
                 .INIT(RAM_INIT)) u_ram (
        .clk(clk), .we(c_we), .waddr(c_waddr),
        .wdata(c_wfold ? {ac[7:0], ac[15:8]} : in_data),   // the fold's two newest digits
        .re(1'b1), .raddr(c_raddr), .rdata(q)
    );
    assign digest_pair = q;

    // ---------------------------------------------------------------- fetch stage
    reg  [15:0] kh_q;                  // K (or H) pair: digits k = 0, 1 or 2, 3
    reg  [7:0]  mh_q;                  // the message pair's odd digit
    always @(posedge clk) begin
        if (c_k0)  kh_q <= q;        // k = 1: pair 1 arrives; k = 3: next unit's pair 0
        if (!c_k0) mh_q <= q[15:8];  // k = 0, 2: the message pair arrives
    end
    wire [7:0] kd = c_k0 ? kh_q[15:8] : kh_q[7:0];
    wire [7:0] md = c_k0 ? mh_q : q[7:0];

    // schedule delay line: digit of W[t-n] at position 4n (+k-j for its digit j)
    //   0 in, 1..11 FF, 12..27 RAM (out = 27), 28 FF, 29..44 RAM (out = 44),
    //   45..56 RAM (out = 56), 57..64 FF
    // The RAMs are written at wp_q and read one cycle ahead at wp_q + 1 (delay 16) or
    // wp_q + 5 (delay 12): right in every shifting cycle that follows one, i.e. all but
    // a block's first (round 0 uses none of the line's taps)
    reg  [3:0]  wp_q;                  // write pointer of the delay RAMs
    wire [3:0]  wp_1 = wp_q + 4'd1;
    wire [7:0]  wd;                    // W[t] digit k
    wire [7:0]  p27, p44, p56;
    reg  [87:0] p1_11;                 // positions 1..11 (1 at the bottom)
    reg  [7:0]  p28;
    reg  [63:0] p57_64;                // positions 57..64 (57 at the bottom)
    lw_ram_sdp #(.DEPTH(16), .DW(8), .STYLE("logic"), .NO_RW_CHECK(1)) u_d1 (
        .clk(clk), .we(c_wsh), .waddr(wp_q), .wdata(p1_11[87:80]), .re(1'b1), .raddr(wp_1), .rdata(p27));
    lw_ram_sdp #(.DEPTH(16), .DW(8), .STYLE("logic"), .NO_RW_CHECK(1)) u_d2 (
        .clk(clk), .we(c_wsh), .waddr(wp_q), .wdata(p28), .re(1'b1), .raddr(wp_1), .rdata(p44));
    lw_ram_sdp #(.DEPTH(16), .DW(8), .STYLE("logic"), .NO_RW_CHECK(1)) u_d3 (
        .clk(clk), .we(c_wsh), .waddr(wp_q), .wdata(p44), .re(1'b1), .raddr(wp_q + 4'd5), .rdata(p56));
    always @(posedge clk) begin
        if (c_wsh) begin
            wp_q   <= wp_1;
            p1_11  <= {p1_11[79:0], wd};
            p28    <= p27;
            p57_64 <= {p57_64[55:0], p56};
        end
    end
    // The sigma functions of digit k + 1 are formed a cycle early, one position lower in
    // the line (positions 4..10 for W[t-2], 56..62 for W[t-15]), and registered
    wire [55:0] win1 = p1_11[79:24];
    wire [55:0] win0 = {p57_64[47:0], p56};

    // bit b of a word whose digit j sits at position base + k - j, in a window whose
    // bottom digit is position lo: the window's bit index
    // (a place the digit index never reaches gives 0: such a tap is never selected)
    function integer widx(input integer b, input integer k, input integer base, input integer lo);
        begin
            widx = 8 * (base + k - b / 8 - lo) + b % 8;
            if (widx < 0 || b > 31) widx = 0;
        end
    endfunction

    // Tap of bit (8k + i + r) mod 32 of such a word: it sits at one place while
    // 8k + i + r < 32 and at another once it wraps, from k >= ceil((32 - i - r) / 8) on
    function integer wrap_k(input integer ir);
        wrap_k = (32 - ir + 7) / 8;
    endfunction

    wire [7:0] ss1, ss0;               // sigma1(W[t-2]), sigma0(W[t-15]): digit k + 1
    reg  [7:0] ss1_q, ss0_q;           // ... digit k
    wire [4:0] ge  = {1'b0, c_gen, 1'b1};     // ge[n]: k + 1 >= n (ge[4] never)
    wire [4:0] ger = {1'b0, c_ger, 1'b1};
    genvar gi;
    generate
        for (gi = 0; gi < 8; gi = gi + 1) begin : g_ss
            // rotations: before the wrap (k = 0 form) or after it (k = 3 form)
            wire a17 = ge[wrap_k(gi + 17)] ? win1[widx((24 + gi + 17) % 32, 3, 8, 5)]
                                           : win1[widx((gi + 17) % 32, 0, 8, 5)];
            wire a19 = ge[wrap_k(gi + 19)] ? win1[widx((24 + gi + 19) % 32, 3, 8, 5)]
                                           : win1[widx((gi + 19) % 32, 0, 8, 5)];
            wire a10 = ge[wrap_k(gi + 10)] ? 1'b0 : win1[widx(gi + 10, 0, 8, 5)];
            wire b7  = ge[wrap_k(gi + 7)]  ? win0[widx((24 + gi + 7) % 32, 3, 60, 57)]
                                           : win0[widx(gi + 7, 0, 60, 57)];
            wire b18 = ge[wrap_k(gi + 18)] ? win0[widx((24 + gi + 18) % 32, 3, 60, 57)]
                                           : win0[widx(gi + 18, 0, 60, 57)];
            wire b3  = ge[wrap_k(gi + 3)]  ? 1'b0 : win0[widx(gi + 3, 0, 60, 57)];
            assign ss1[gi] = a17 ^ a19 ^ a10;
            assign ss0[gi] = b7 ^ b18 ^ b3;
        end
    endgenerate

    // carries of the digit adders: a word's digit 0 starts without one
    wire       f_cin = c_ge1;
    reg        cx1_q, cx2_q, cws_q, ckw_q;
    wire [8:0] x1 = {1'b0, ss1_q} + {1'b0, p28} + {8'd0, cx1_q & f_cin};
    wire [8:0] x2 = {1'b0, ss0_q} + {1'b0, p57_64[63:56]} + {8'd0, cx2_q & f_cin};
    wire [8:0] ws = {1'b0, x1[7:0]} + {1'b0, x2[7:0]} + {8'd0, cws_q & f_cin};
    assign wd = c_msg ? md : ws[7:0];
    wire [8:0] kw = {1'b0, kd} + {1'b0, wd} + {8'd0, ckw_q & f_cin};
    reg  [7:0] kw_q;
    always @(posedge clk) begin
        ss1_q <= ss1;
        ss0_q <= ss0;
        cx1_q <= x1[8];
        cx2_q <= x2[8];
        cws_q <= ws[8];
        ckw_q <= kw[8];
        kw_q  <= kw[7:0];
    end

    // ---------------------------------------------------------------- chain stage
    // digit j of a (e) sits at position 4 + kr - j of its chain, b (f) 8 + kr - j,
    // c (g) 12 + kr - j, d (h) 16 + kr - j; position 1 in bits [7:0]
    reg  [127:0] ac, ec;
    wire [7:0] ad = ac[31:24], bd = ac[63:56], cd = ac[95:88], dd = ac[127:120];
    wire [7:0] ed = ec[31:24], fd = ec[63:56], gd = ec[95:88], hd = ec[127:120];

    wire [7:0] bs0, bs1;               // Sigma0(a), Sigma1(e): digit kr
    generate
        for (gi = 0; gi < 8; gi = gi + 1) begin : g_bs
            wire a2  = ger[wrap_k(gi + 2)]  ? ac[widx((24 + gi + 2) % 32, 3, 4, 1)]
                                            : ac[widx(gi + 2, 0, 4, 1)];
            wire a13 = ger[wrap_k(gi + 13)] ? ac[widx((24 + gi + 13) % 32, 3, 4, 1)]
                                            : ac[widx(gi + 13, 0, 4, 1)];
            wire a22 = ger[wrap_k(gi + 22)] ? ac[widx((24 + gi + 22) % 32, 3, 4, 1)]
                                            : ac[widx(gi + 22, 0, 4, 1)];
            wire e6  = ger[wrap_k(gi + 6)]  ? ec[widx((24 + gi + 6) % 32, 3, 4, 1)]
                                            : ec[widx(gi + 6, 0, 4, 1)];
            wire e11 = ger[wrap_k(gi + 11)] ? ec[widx((24 + gi + 11) % 32, 3, 4, 1)]
                                            : ec[widx(gi + 11, 0, 4, 1)];
            wire e25 = ger[wrap_k(gi + 25)] ? ec[widx((24 + gi + 25) % 32, 3, 4, 1)]
                                            : ec[widx(gi + 25, 0, 4, 1)];
            assign bs0[gi] = a2 ^ a13 ^ a22;
            assign bs1[gi] = e6 ^ e11 ^ e25;
        end
    endgenerate

    // in FOLD every term but h and kw (= the H digit) is zero: a <- h + H, e <- d
    wire [7:0] live = {8{~c_cfold}};
    wire [7:0] chd  = ((ed & fd) ^ (~ed & gd)) & live;
    wire [7:0] mjd  = ((ad & bd) ^ (ad & cd) ^ (bd & cd)) & live;
    wire [7:0] s0d  = bs0 & live;
    wire [7:0] s1d  = bs1 & live;
    wire       r_cin = c_ger[1];
    reg        c1_q, c2_q, c3_q, c4_q, c5_q, c6_q;
    wire [8:0] y1 = {1'b0, chd} + {1'b0, kw_q} + {8'd0, c1_q & r_cin};
    wire [8:0] y2 = {1'b0, hd} + {1'b0, s1d} + {8'd0, c2_q & r_cin};
    wire [8:0] t1 = {1'b0, y1[7:0]} + {1'b0, y2[7:0]} + {8'd0, c3_q & r_cin};
    wire [8:0] t2 = {1'b0, s0d} + {1'b0, mjd} + {8'd0, c4_q & r_cin};
    wire [8:0] an = {1'b0, t1[7:0]} + {1'b0, t2[7:0]} + {8'd0, c5_q & r_cin};
    wire [8:0] en = {1'b0, dd} + {1'b0, t1[7:0] & live} + {8'd0, c6_q & r_cin};

    always @(posedge clk) begin
        c1_q <= y1[8];
        c2_q <= y2[8];
        c3_q <= t1[8];
        c4_q <= t2[8];
        c5_q <= an[8];
        c6_q <= en[8];
        if (c_init) begin
            ac <= 128'd0;
            ec <= 128'd0;
        end else if (c_csh) begin
            ac <= {ac[119:0], an[7:0]};
            ec <= {ec[119:0], en[7:0]};
        end
    end
endmodule

`default_nettype wire
