`default_nettype none
// bmw256_datapath: one 32-bit lane and one adder that do all of BMW-256 term by term
// (README.md: the schedule, the memory map and the pipeline).
//
//   stage 0 (the controller): one micro-op a cycle: addresses of Q, M and H, the lane's
//            function, the adder's operands, where the result goes
//   stage 1: RAM read registers qd (Q), md (M), hd (H); the IV / CONST_final word of the
//            H address; the lane's one-hot selects and shift mask (decoded from the op)
//   stage 2 (three cycles: 2a, 2b rotl by 0..3, 2c rotl by 4k):
//            lane = (rotl(x, n) & mask) ^ t(qd) ^ [mval] ^ [hval] ^ [~0] ^ [lane],
//            x one of qd, mval, XH, XL, t the rest of s0..s5;
//            pp = 0 | hval | K_j | hh; hh = hval (AddElement's H)
//   stage 3: acc = ([acc] ^ pp) + lane + cin (pp: 0, an H word, K_j or hh); XL, XH
//            (f2's XORs of Q16..23, Q16..31) take the sums of f1
//   stage 4: acc is written to Q and/or H
module bmw256_datapath #(
    parameter MEM = "logic"            // the message buffer: "bram" (block RAM) or "logic"
) (
    input  wire        clk,
    input  wire        rst,
    // message buffer writes (two slots of sixteen words)
    input  wire [31:0] in_data,
    input  wire        c_mwe,
    input  wire [4:0]  c_mwaddr,
    // the micro-op (stage 0)
    input  wire        c_v,            // the op's sum goes to acc (not f2's XOR-chain ops)
    input  wire        c_fin,          // final compression: M is the chaining value, H = CONST_final
    input  wire        c_fst,          // first block of a message: H = IV
    input  wire        c_mslot,        // message slot
    input  wire [4:0]  c_qra,          // Q read address
    input  wire [3:0]  c_mra,          // M word (also the index of K_j)
    input  wire [3:0]  c_hra,          // H word (also the digest read-out)
    input  wire [1:0]  c_xs,           // lane source: 0 Q, 1 M, 2 XH, 3 XL
    input  wire [2:0]  c_sfn,          // s0..s5 of the Q word (6, 7: none)
    input  wire [3:0]  c_mk,           // rotator mask: 0 off, 1 all, shl 2,4,5,6,8, shr 1..7,11
    input  wire [4:0]  c_ramt,
    input  wire        c_xm,           // lane ^= M word
    input  wire        c_xh,           // lane ^= H word
    input  wire        c_neg,          // subtract the lane
    input  wire [1:0]  c_pps,          // pp: 0 zero, 1 H word, 2 K_j, 3 hh
    input  wire        c_hhl,          // hh = H word
    input  wire        c_ua,           // acc = (acc ^ pp) + lane (else pp + lane)
    input  wire        c_lx,           // lane ^= the previous op's lane (f2's XOR terms)
    input  wire        c_qwe,          // write acc to Q[c_wa]
    input  wire        c_hwe,          // write acc to H[c_wa[3:0]]
    input  wire [4:0]  c_wa,
    input  wire        c_xlu,          // XL ^= acc
    input  wire        c_xhu,          // XH ^= acc
    input  wire        c_xld,          // XL, XH = acc (instead of ^=)
    output wire [31:0] digest_word     // H[c_hra] two cycles after c_hra (read-out)
);
    function [31:0] bswap(input [31:0] x);
        bswap = {x[7:0], x[15:8], x[23:16], x[31:24]};
    endfunction
    function [31:0] rotl(input [31:0] x, input integer n);
        rotl = (n == 0) ? x : ((x << n) | (x >> (32 - n)));
    endfunction
    // IV of BMW-256 and CONST_final: facts of the specification
    function [31:0] ivw(input [3:0] i);             // 0x40414243 + i * 0x04040404
        ivw = {2'b01, i, 2'b00, 2'b01, i, 2'b01, 2'b01, i, 2'b10, 2'b01, i, 2'b11};
    endfunction
    function [31:0] kj(input [3:0] j);              // K_j = j * 0x05555555, j = 16..31
        case (j)
            4'd0 : kj = 32'h55555550;
            4'd1 : kj = 32'h5aaaaaa5;
            4'd2 : kj = 32'h5ffffffa;
            4'd3 : kj = 32'h6555554f;
            4'd4 : kj = 32'h6aaaaaa4;
            4'd5 : kj = 32'h6ffffff9;
            4'd6 : kj = 32'h7555554e;
            4'd7 : kj = 32'h7aaaaaa3;
            4'd8 : kj = 32'h7ffffff8;
            4'd9 : kj = 32'h8555554d;
            4'd10: kj = 32'h8aaaaaa2;
            4'd11: kj = 32'h8ffffff7;
            4'd12: kj = 32'h9555554c;
            4'd13: kj = 32'h9aaaaaa1;
            4'd14: kj = 32'h9ffffff6;
            4'd15: kj = 32'ha555554b;
            default: kj = 32'h0;
        endcase
    endfunction

    // ------------------------------------------------------------------ memories
    wire [31:0] qd, md, hd, acc;
    reg         w_qwe_q, w_hwe_q;
    reg  [4:0]  w_wa_q;
    lw_ram_sdp #(.DEPTH(32), .DW(32), .STYLE("logic")) u_q (
        .clk(clk), .we(w_qwe_q), .waddr(w_wa_q), .wdata(acc),
        .re(1'b1), .raddr(c_qra), .rdata(qd)
    );
    lw_ram_sdp #(.DEPTH(16), .DW(32), .STYLE("logic")) u_h (
        .clk(clk), .we(w_hwe_q), .waddr(w_wa_q[3:0]), .wdata(acc),
        .re(1'b1), .raddr(c_fin ? c_mra : c_hra), .rdata(hd)
    );
    lw_ram_sdp #(.DEPTH(32), .DW(32), .STYLE(MEM)) u_m (
        .clk(clk), .we(c_mwe), .waddr(c_mwaddr), .wdata(bswap(in_data)),
        .re(1'b1), .raddr({c_mslot, c_mra}), .rdata(md)
    );
    assign digest_word = bswap(hd);

    // ------------------------------------------------------------------ stage 1
    // (one-hot selects and the shift mask decoded from the op, beside the RAM reads)
    reg  [31:0] cst_q, mask_q, k_q;
    reg  [3:0]  oha_q, ohx_q, ohd_q;
    reg  [7:0]  ohb_q;
    reg  [1:0]  ohr_q;
    reg  [2:0]  ohl_q;
    reg         hsel1_q, fin1_q, xm1_q, xh1_q, neg1_q, hhl1_q;
    reg  [1:0]  pps1_q;
    reg         ua1_q, lx1_q;
    reg  [4:0]  wa1_q;
    reg         xld1_q;
    reg  [4:0]  fl1_q;                       // v, qwe, hwe, xlu, xhu (reset)
    wire [31:0] ones = 32'hffffffff;
    always @(posedge clk) begin
        cst_q   <= c_fin ? {28'haaaaaaa, c_hra} : ivw(c_hra);
        case (c_mk)
            4'd0:    mask_q <= 32'd0;
            4'd1:    mask_q <= ones;
            4'd2:    mask_q <= ones << 2;
            4'd3:    mask_q <= ones << 4;
            4'd4:    mask_q <= ones << 5;
            4'd5:    mask_q <= ones << 6;
            4'd6:    mask_q <= ones << 8;
            4'd7:    mask_q <= ones >> 1;
            4'd8:    mask_q <= ones >> 2;
            4'd9:    mask_q <= ones >> 3;
            4'd10:   mask_q <= ones >> 4;
            4'd11:   mask_q <= ones >> 5;
            4'd12:   mask_q <= ones >> 6;
            4'd13:   mask_q <= ones >> 7;
            default: mask_q <= ones >> 11;
        endcase
        k_q     <= kj(c_mra);
        oha_q   <= 4'd1 << c_ramt[1:0];
        ohb_q   <= 8'd1 << c_ramt[4:2];
        ohx_q   <= 4'd1 << c_xs;
        // the s functions: the shifts and the second rotation (the first is the rotator's)
        case (c_sfn)
            3'd0:    begin ohr_q <= 2'b01; ohl_q <= 3'b100; ohd_q <= 4'b0001; end   // >>1 <<3 r19
            3'd1:    begin ohr_q <= 2'b01; ohl_q <= 3'b010; ohd_q <= 4'b0010; end   // >>1 <<2 r23
            3'd2:    begin ohr_q <= 2'b10; ohl_q <= 3'b001; ohd_q <= 4'b0100; end   // >>2 <<1 r25
            3'd3:    begin ohr_q <= 2'b10; ohl_q <= 3'b010; ohd_q <= 4'b1000; end   // >>2 <<2 r29
            3'd4:    begin ohr_q <= 2'b01; ohl_q <= 3'b000; ohd_q <= 4'b0000; end   // >>1
            3'd5:    begin ohr_q <= 2'b10; ohl_q <= 3'b000; ohd_q <= 4'b0000; end   // >>2
            default: begin ohr_q <= 2'b00; ohl_q <= 3'b000; ohd_q <= 4'b0000; end
        endcase
        hsel1_q <= c_fin | c_fst;
        fin1_q  <= c_fin;
        xm1_q   <= c_xm;
        xh1_q   <= c_xh;
        neg1_q  <= c_neg;
        hhl1_q  <= c_hhl;
        pps1_q  <= c_pps;
        ua1_q   <= c_ua;
        lx1_q   <= c_lx;
        wa1_q   <= c_wa;
        xld1_q  <= c_xld;
        fl1_q   <= rst ? 5'd0 : {c_v, c_qwe, c_hwe, c_xlu, c_xhu};
    end

    // ------------------------------------------------------------------ stage 2a
    reg  [31:0] xl_q, xh_q;
    wire [31:0] hval = hsel1_q ? cst_q : hd;
    wire [31:0] mval = fin1_q ? hd : md;
    wire [31:0] x = ({32{ohx_q[0]}} & qd) | ({32{ohx_q[1]}} & mval)
                  | ({32{ohx_q[2]}} & xh_q) | ({32{ohx_q[3]}} & xl_q);
    wire [31:0] t = ({32{ohr_q[0]}} & (qd >> 1)) ^ ({32{ohr_q[1]}} & (qd >> 2))
                  ^ (({32{ohl_q[0]}} & (qd << 1)) | ({32{ohl_q[1]}} & (qd << 2))
                   | ({32{ohl_q[2]}} & (qd << 3)))
                  ^ (({32{ohd_q[0]}} & rotl(qd, 19)) | ({32{ohd_q[1]}} & rotl(qd, 23))
                   | ({32{ohd_q[2]}} & rotl(qd, 25)) | ({32{ohd_q[3]}} & rotl(qd, 29)));
    reg  [31:0] xa_q, ta_q, mha_q, ppa_q, hh_q;
    reg  [3:0]  oha_a_q;
    reg  [7:0]  ohb_a_q;
    reg  [31:0] mask_a_q;
    reg         neg_a_q, ua_a_q, lx_a_q, xld_a_q;
    reg  [4:0]  wa_a_q;
    reg  [4:0]  fl_a_q;
    always @(posedge clk) begin
        xa_q     <= x;
        ta_q     <= t;
        mha_q    <= ({32{xm1_q}} & mval) ^ ({32{xh1_q}} & hval);
        case (pps1_q)
            2'd0:    ppa_q <= 32'd0;
            2'd1:    ppa_q <= hval;
            2'd2:    ppa_q <= k_q;
            default: ppa_q <= hh_q;
        endcase
        if (hhl1_q) hh_q <= hval;
        oha_a_q  <= oha_q;
        ohb_a_q  <= ohb_q;
        mask_a_q <= mask_q;
        neg_a_q  <= neg1_q;
        ua_a_q   <= ua1_q;
        lx_a_q   <= lx1_q;
        wa_a_q   <= wa1_q;
        xld_a_q  <= xld1_q;
        fl_a_q   <= rst ? 5'd0 : fl1_q;
    end

    // ------------------------------------------------------------------ stage 2b: rotl by 0..3
    wire [31:0] r1 = ({32{oha_a_q[0]}} & xa_q)          | ({32{oha_a_q[1]}} & rotl(xa_q, 1))
                   | ({32{oha_a_q[2]}} & rotl(xa_q, 2)) | ({32{oha_a_q[3]}} & rotl(xa_q, 3));
    reg  [31:0] r1_q, tb_q, ppb_q, mask_b_q;
    reg  [7:0]  ohb_b_q;
    reg         ua_b_q, lx_b_q, cin_b_q, xld_b_q;
    reg  [4:0]  wa_b_q;
    reg  [4:0]  fl_b_q;
    always @(posedge clk) begin
        r1_q     <= r1;
        tb_q     <= ta_q ^ mha_q ^ {32{neg_a_q}};
        ppb_q    <= ppa_q;
        mask_b_q <= mask_a_q;
        ohb_b_q  <= ohb_a_q;
        ua_b_q   <= ua_a_q;
        lx_b_q   <= lx_a_q;
        cin_b_q  <= neg_a_q;
        wa_b_q   <= wa_a_q;
        xld_b_q  <= xld_a_q;
        fl_b_q   <= rst ? 5'd0 : fl_a_q;
    end

    // ------------------------------------------------------------------ stage 2c: rotl by 4k
    wire [31:0] r2 = ({32{ohb_b_q[0]}} & r1_q)           | ({32{ohb_b_q[1]}} & rotl(r1_q, 4))
                   | ({32{ohb_b_q[2]}} & rotl(r1_q, 8))  | ({32{ohb_b_q[3]}} & rotl(r1_q, 12))
                   | ({32{ohb_b_q[4]}} & rotl(r1_q, 16)) | ({32{ohb_b_q[5]}} & rotl(r1_q, 20))
                   | ({32{ohb_b_q[6]}} & rotl(r1_q, 24)) | ({32{ohb_b_q[7]}} & rotl(r1_q, 28));
    reg  [31:0] lane_q, pp_q;
    reg         v2_q, ua2_q, cin2_q, qwe2_q, hwe2_q, xlu2_q, xhu2_q, xld2_q;
    reg  [4:0]  wa2_q;
    always @(posedge clk) begin
        lane_q <= (r2 & mask_b_q) ^ tb_q ^ ({32{lx_b_q}} & lane_q);
        pp_q   <= ppb_q;
        ua2_q  <= ua_b_q;
        cin2_q <= cin_b_q;
        wa2_q  <= wa_b_q;
        xld2_q <= xld_b_q;
        if (rst) begin
            v2_q <= 1'b0; qwe2_q <= 1'b0; hwe2_q <= 1'b0; xlu2_q <= 1'b0; xhu2_q <= 1'b0;
        end else begin
            {v2_q, qwe2_q, hwe2_q, xlu2_q, xhu2_q} <= fl_b_q;
        end
    end

    // ------------------------------------------------------------------ stage 3: the adder
    reg  [31:0] acc_q;
    wire [31:0] res = (({32{ua2_q}} & acc_q) ^ pp_q) + lane_q + {31'd0, cin2_q};
    assign acc = acc_q;
    always @(posedge clk) begin
        if (v2_q) acc_q <= res;
        // XL, XH: as Q16..31 leave the adder (the first f2 op that reads XH follows
        // the last f1 op by four cycles)
        if (xlu2_q) xl_q <= xld2_q ? res : (xl_q ^ res);
        if (xhu2_q) xh_q <= xld2_q ? res : (xh_q ^ res);
        w_wa_q <= wa2_q;
        if (rst) begin
            w_qwe_q <= 1'b0; w_hwe_q <= 1'b0;
        end else begin
            w_qwe_q <= qwe2_q; w_hwe_q <= hwe2_q;
        end
    end
endmodule
`default_nettype wire
