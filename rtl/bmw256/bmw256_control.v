`default_nettype none
// bmw256_control: the block loader (two message slots), the micro-op sequencer of the
// compression (f0: 80 + 16 ops, f1: 16 x 19, f2: 8 x 5 + 8 x 6) and the digest read-out.
// One micro-op is issued per cycle; README.md lists them.
module bmw256_control (
    input  wire       clk,
    input  wire       rst,
    // lw_shell message side
    input  wire       in_valid,
    input  wire [3:0] in_idx,
    input  wire       in_blk_last,
    input  wire       in_first_blk,
    input  wire       in_final_blk,
    output wire       in_take,
    // lw_shell digest side
    output wire       out_valid,
    input  wire       out_take,
    // datapath
    output wire       c_mwe,
    output wire [4:0] c_mwaddr,
    output reg        c_v,
    output reg        c_fin,
    output reg        c_fst,
    output reg        c_mslot,
    output reg  [4:0] c_qra,
    output reg  [3:0] c_mra,
    output reg  [3:0] c_hra,
    output reg  [1:0] c_xs,
    output reg  [2:0] c_sfn,
    output reg  [1:0] c_rmode,
    output reg  [4:0] c_ramt,
    output reg        c_xm,
    output reg        c_xh,
    output reg        c_neg,
    output reg  [1:0] c_pps,
    output reg        c_hhl,
    output reg        c_ua,
    output reg        c_lx,
    output reg        c_qwe,
    output reg        c_hwe,
    output reg  [4:0] c_wa,
    output reg        c_xlu,
    output reg        c_xhu,
    output reg        c_xld
);
    localparam [2:0] S_IDLE = 3'd0, S_F0A = 3'd1, S_F0B = 3'd2, S_F1 = 3'd3, S_F2 = 3'd4,
                     S_DRAIN = 3'd5, S_OUT = 3'd6;
    // operand encodings of the datapath
    localparam [1:0] X_Q = 2'd0, X_M = 2'd1, X_XH = 2'd2, X_XL = 2'd3;
    localparam [1:0] R_OFF = 2'd0, R_ROT = 2'd1, R_SHL = 2'd2, R_SHR = 2'd3;
    localparam [1:0] PP_0 = 2'd0, PP_H = 2'd1, PP_K = 2'd2, PP_HH = 2'd3;
    localparam [2:0] S_NONE = 3'd7;

    // f0: W_j = sum of five +-(M_i ^ H_i): {sign, i} of term t of W_j at {j, t}
    function [4:0] f0t(input [6:0] jt);
        case (jt)
            7'd0  : f0t = 5'b0_0101;   // W0: +X5
            7'd1  : f0t = 5'b1_0111;   // W0: -X7
            7'd2  : f0t = 5'b0_1010;   // W0: +X10
            7'd3  : f0t = 5'b0_1101;   // W0: +X13
            7'd4  : f0t = 5'b0_1110;   // W0: +X14
            7'd8  : f0t = 5'b0_0110;   // W1: +X6
            7'd9  : f0t = 5'b1_1000;   // W1: -X8
            7'd10 : f0t = 5'b0_1011;   // W1: +X11
            7'd11 : f0t = 5'b0_1110;   // W1: +X14
            7'd12 : f0t = 5'b1_1111;   // W1: -X15
            7'd16 : f0t = 5'b0_0000;   // W2: +X0
            7'd17 : f0t = 5'b0_0111;   // W2: +X7
            7'd18 : f0t = 5'b0_1001;   // W2: +X9
            7'd19 : f0t = 5'b1_1100;   // W2: -X12
            7'd20 : f0t = 5'b0_1111;   // W2: +X15
            7'd24 : f0t = 5'b0_0000;   // W3: +X0
            7'd25 : f0t = 5'b1_0001;   // W3: -X1
            7'd26 : f0t = 5'b0_1000;   // W3: +X8
            7'd27 : f0t = 5'b1_1010;   // W3: -X10
            7'd28 : f0t = 5'b0_1101;   // W3: +X13
            7'd32 : f0t = 5'b0_0001;   // W4: +X1
            7'd33 : f0t = 5'b0_0010;   // W4: +X2
            7'd34 : f0t = 5'b0_1001;   // W4: +X9
            7'd35 : f0t = 5'b1_1011;   // W4: -X11
            7'd36 : f0t = 5'b1_1110;   // W4: -X14
            7'd40 : f0t = 5'b0_0011;   // W5: +X3
            7'd41 : f0t = 5'b1_0010;   // W5: -X2
            7'd42 : f0t = 5'b0_1010;   // W5: +X10
            7'd43 : f0t = 5'b1_1100;   // W5: -X12
            7'd44 : f0t = 5'b0_1111;   // W5: +X15
            7'd48 : f0t = 5'b0_0100;   // W6: +X4
            7'd49 : f0t = 5'b1_0000;   // W6: -X0
            7'd50 : f0t = 5'b1_0011;   // W6: -X3
            7'd51 : f0t = 5'b1_1011;   // W6: -X11
            7'd52 : f0t = 5'b0_1101;   // W6: +X13
            7'd56 : f0t = 5'b0_0001;   // W7: +X1
            7'd57 : f0t = 5'b1_0100;   // W7: -X4
            7'd58 : f0t = 5'b1_0101;   // W7: -X5
            7'd59 : f0t = 5'b1_1100;   // W7: -X12
            7'd60 : f0t = 5'b1_1110;   // W7: -X14
            7'd64 : f0t = 5'b0_0010;   // W8: +X2
            7'd65 : f0t = 5'b1_0101;   // W8: -X5
            7'd66 : f0t = 5'b1_0110;   // W8: -X6
            7'd67 : f0t = 5'b0_1101;   // W8: +X13
            7'd68 : f0t = 5'b1_1111;   // W8: -X15
            7'd72 : f0t = 5'b0_0000;   // W9: +X0
            7'd73 : f0t = 5'b1_0011;   // W9: -X3
            7'd74 : f0t = 5'b0_0110;   // W9: +X6
            7'd75 : f0t = 5'b1_0111;   // W9: -X7
            7'd76 : f0t = 5'b0_1110;   // W9: +X14
            7'd80 : f0t = 5'b0_1000;   // W10: +X8
            7'd81 : f0t = 5'b1_0001;   // W10: -X1
            7'd82 : f0t = 5'b1_0100;   // W10: -X4
            7'd83 : f0t = 5'b1_0111;   // W10: -X7
            7'd84 : f0t = 5'b0_1111;   // W10: +X15
            7'd88 : f0t = 5'b0_1000;   // W11: +X8
            7'd89 : f0t = 5'b1_0000;   // W11: -X0
            7'd90 : f0t = 5'b1_0010;   // W11: -X2
            7'd91 : f0t = 5'b1_0101;   // W11: -X5
            7'd92 : f0t = 5'b0_1001;   // W11: +X9
            7'd96 : f0t = 5'b0_0001;   // W12: +X1
            7'd97 : f0t = 5'b0_0011;   // W12: +X3
            7'd98 : f0t = 5'b1_0110;   // W12: -X6
            7'd99 : f0t = 5'b1_1001;   // W12: -X9
            7'd100: f0t = 5'b0_1010;   // W12: +X10
            7'd104: f0t = 5'b0_0010;   // W13: +X2
            7'd105: f0t = 5'b0_0100;   // W13: +X4
            7'd106: f0t = 5'b0_0111;   // W13: +X7
            7'd107: f0t = 5'b0_1010;   // W13: +X10
            7'd108: f0t = 5'b0_1011;   // W13: +X11
            7'd112: f0t = 5'b0_0011;   // W14: +X3
            7'd113: f0t = 5'b1_0101;   // W14: -X5
            7'd114: f0t = 5'b0_1000;   // W14: +X8
            7'd115: f0t = 5'b1_1011;   // W14: -X11
            7'd116: f0t = 5'b1_1100;   // W14: -X12
            7'd120: f0t = 5'b0_1100;   // W15: +X12
            7'd121: f0t = 5'b1_0100;   // W15: -X4
            7'd122: f0t = 5'b1_0110;   // W15: -X6
            7'd123: f0t = 5'b1_1001;   // W15: -X9
            7'd124: f0t = 5'b0_1101;   // W15: +X13
            default: f0t = 5'b0_0000;
        endcase
    endfunction
    // j mod 5 for f0's s_{j mod 5}
    function [2:0] mod5(input [3:0] j);
        case (j)
            4'd0, 4'd5, 4'd10, 4'd15: mod5 = 3'd0;
            4'd1, 4'd6, 4'd11:        mod5 = 3'd1;
            4'd2, 4'd7, 4'd12:        mod5 = 3'd2;
            4'd3, 4'd8, 4'd13:        mod5 = 3'd3;
            default:                  mod5 = 3'd4;
        endcase
    endfunction
    // expand2: rotl(Q, r_i), i = 1..7, for the odd terms u = 2i - 1
    function [4:0] rr(input [2:0] i);
        case (i)
            3'd0: rr = 5'd3;  3'd1: rr = 5'd7;  3'd2: rr = 5'd13; 3'd3: rr = 5'd16;
            3'd4: rr = 5'd19; 3'd5: rr = 5'd23; default: rr = 5'd27;
        endcase
    endfunction
    // f2 shifts as {rmode, amount} (shr n: amount 32 - n)
    function [6:0] xhs(input [2:0] i);      // XH in H'_0..7
        case (i)
            3'd0: xhs = {R_SHL, 5'd5};  3'd1: xhs = {R_SHR, 5'd25}; 3'd2: xhs = {R_SHR, 5'd27};
            3'd3: xhs = {R_SHR, 5'd31}; 3'd4: xhs = {R_SHR, 5'd29}; 3'd5: xhs = {R_SHL, 5'd6};
            3'd6: xhs = {R_SHR, 5'd28}; default: xhs = {R_SHR, 5'd21};
        endcase
    endfunction
    function [6:0] qs(input [2:0] i);       // Q16+i in H'_0..7
        case (i)
            3'd0: qs = {R_SHR, 5'd27}; 3'd1: qs = {R_SHL, 5'd8};  3'd2: qs = {R_SHL, 5'd5};
            3'd3: qs = {R_SHL, 5'd5};  3'd4: qs = {R_ROT, 5'd0};  3'd5: qs = {R_SHR, 5'd26};
            3'd6: qs = {R_SHL, 5'd6};  default: qs = {R_SHL, 5'd2};
        endcase
    endfunction
    function [6:0] xls(input [2:0] i);      // XL in H'_8..15
        case (i)
            3'd0: xls = {R_SHL, 5'd8};  3'd1: xls = {R_SHR, 5'd26}; 3'd2: xls = {R_SHL, 5'd6};
            3'd3: xls = {R_SHL, 5'd4};  3'd4: xls = {R_SHR, 5'd29}; 3'd5: xls = {R_SHR, 5'd28};
            3'd6: xls = {R_SHR, 5'd25}; default: xls = {R_SHR, 5'd30};
        endcase
    endfunction

    // ------------------------------------------------------------------ block loader
    reg  [1:0] full_q, first_q, final_q;
    reg        wslot_q;
    assign in_take  = in_valid & ~full_q[wslot_q];
    assign c_mwe    = in_take;
    assign c_mwaddr = {wslot_q, in_idx};

    // ------------------------------------------------------------------ sequencer
    reg  [2:0] st_q;
    reg  [3:0] j_q;
    reg  [4:0] t_q;
    reg        fin_q, fst_q, last_q, cslot_q;
    reg  [3:0] oa_q;            // digest words sent (read H[8 + oa])
    reg        ov_q, ow_q;
    reg  [2:0] dr_q;

    wire [4:0] f0 = f0t({j_q, t_q[2:0]});
    wire [3:0] u  = t_q[3:0] - 4'd3;            // f1: term u of Q_(16+j) (t = 3..18)
    wire [4:0] u5 = t_q - 5'd3;
    wire [3:0] jb = j_q + 4'd3;                 // AddElement's b, c, H index
    wire [3:0] jc = j_q + 4'd10;
    wire [3:0] jh = j_q + 4'd7;
    wire       hi = j_q[3];                     // f2: H'_8..15
    wire [2:0] i3 = j_q[2:0];
    wire [6:0] sh_xh = xhs(i3), sh_q = qs(i3), sh_xl = xls(i3);
    wire [3:0] kprev = hi & ~j_q[2] ? j_q - 4'd4 : j_q - 4'd12;   // H'_k for H'_(8..15)

    wire f0a_end = (t_q == 5'd4);
    wire f1_end  = (t_q == 5'd18);
    wire f2_end  = hi ? (t_q == 5'd5) : (t_q == 5'd4);

    // the op of the next cycle (registered below: the issue stage of the datapath)
    reg         n_v;
    reg  [4:0]  n_qra;
    reg  [3:0]  n_mra;
    reg  [3:0]  n_hra;
    reg  [1:0]  n_xs;
    reg  [2:0]  n_sfn;
    reg  [1:0]  n_rmode;
    reg  [4:0]  n_ramt;
    reg         n_xm;
    reg         n_xh;
    reg         n_neg;
    reg  [1:0]  n_pps;
    reg         n_hhl;
    reg         n_ua;
    reg         n_lx;
    reg         n_qwe;
    reg         n_hwe;
    reg  [4:0]  n_wa;
    reg         n_xlu;
    reg         n_xhu;
    reg         n_xld;
    always @* begin
        n_v = 1'b0; n_qra = 5'd0; n_mra = 4'd0; n_hra = 4'd0; n_xs = X_Q; n_sfn = S_NONE;
        n_rmode = R_OFF; n_ramt = 5'd0; n_xm = 1'b0; n_xh = 1'b0; n_neg = 1'b0; n_pps = PP_0;
        n_hhl = 1'b0; n_ua = 1'b1; n_lx = 1'b0; n_qwe = 1'b0;
        n_hwe = 1'b0; n_wa = 5'd0; n_xlu = 1'b0; n_xhu = 1'b0; n_xld = 1'b0;
        case (st_q)
            S_F0A: begin                        // W_j += +-(M_i ^ H_i)
                n_v = 1'b1; n_mra = f0[3:0]; n_hra = f0[3:0]; n_xm = 1'b1; n_xh = 1'b1;
                n_neg = f0[4]; n_ua = (t_q != 5'd0);
                n_qwe = f0a_end; n_wa = {1'b0, j_q};
            end
            S_F0B: begin                        // Q_j = s_(j mod 5)(W_j) + H_(j+1)
                n_v = 1'b1; n_qra = {1'b0, j_q}; n_sfn = mod5(j_q); n_hra = j_q + 4'd1;
                n_pps = PP_H; n_ua = 1'b0; n_qwe = 1'b1; n_wa = {1'b0, j_q};
            end
            S_F1: begin
                n_v = 1'b1;
                if (t_q == 5'd0) begin          // AddElement: K + rotl(M_a, a+1) ...
                    n_mra = j_q; n_xs = X_M; n_rmode = R_ROT; n_ramt = {1'b0, j_q} + 5'd1;
                    n_pps = PP_K; n_ua = 1'b0; n_hra = jh; n_hhl = 1'b1;
                end else if (t_q == 5'd1) begin // ... + rotl(M_b, b+1)
                    n_mra = jb; n_xs = X_M; n_rmode = R_ROT; n_ramt = {1'b0, jb} + 5'd1;
                end else if (t_q == 5'd2) begin // ... - rotl(M_c, c+1)
                    n_mra = jc; n_xs = X_M; n_rmode = R_ROT; n_ramt = {1'b0, jc} + 5'd1;
                    n_neg = 1'b1;
                end else begin                  // (AE ^ H) + the 16 Q terms
                    n_qra = {1'b0, j_q} + u5;
                    if (j_q[3:1] == 3'd0) begin                 // expand1: s_((u+1) mod 4)
                        n_sfn = {1'b0, u[1:0] + 2'd1};
                    end else if (u == 4'd14) begin
                        n_sfn = 3'd4;
                    end else if (u == 4'd15) begin
                        n_sfn = 3'd5;
                    end else begin                              // expand2: Q or rotl(Q, r)
                        n_rmode = R_ROT; n_ramt = u[0] ? rr(u[3:1]) : 5'd0;
                    end
                    if (u == 4'd0) n_pps = PP_HH;
                    n_qwe = f1_end; n_wa = {1'b1, j_q};
                    n_xlu = f1_end & ~j_q[3]; n_xhu = f1_end; n_xld = (j_q == 4'd0);
                end
            end
            S_F2: begin                         // XOR terms chained in the lane, two adds
                n_xs = X_Q; n_rmode = R_ROT;
                case (t_q[2:0])
                    3'd0: begin                 // XL (shifted in H'_8..15)
                        n_xs = X_XL;
                        if (hi) {n_rmode, n_ramt} = sh_xl;
                    end
                    3'd1: begin                 // ^ Q24+i  or  ^ Q16+(i-1 mod 8)
                        n_qra = hi ? {2'b10, j_q[2:0] - 3'd1} : {2'b11, i3}; n_lx = 1'b1;
                    end
                    3'd2: begin                 // ^ Q_i: acc = the XL term
                        n_qra = {1'b0, j_q}; n_lx = 1'b1; n_v = 1'b1; n_ua = 1'b0;
                    end
                    3'd3: begin                 // XH (shifted in H'_0..7)
                        n_xs = X_XH;
                        if (!hi) {n_rmode, n_ramt} = sh_xh;
                    end
                    3'd4: begin                 // ^ Q16+i (shifted) ^ M_i: acc += the XH term
                        n_qra = {1'b1, j_q}; n_xm = 1'b1; n_mra = j_q; n_lx = 1'b1; n_v = 1'b1;
                        if (!hi) {n_rmode, n_ramt} = sh_q;
                        n_qwe = ~hi; n_hwe = ~hi; n_wa = {1'b0, j_q};
                    end
                    default: begin              // acc += rotl(H'_k, i+1)
                        n_qra = {1'b0, kprev}; n_ramt = {1'b0, j_q} + 5'd1; n_v = 1'b1;
                        n_hwe = 1'b1; n_wa = {1'b0, j_q};
                    end
                endcase
            end
            S_OUT: n_hra = {1'b1, oa_q[2:0]};
            default: ;
        endcase
        // s0..s3: the rotator does the first rotation (4, 8, 12, 15), the lane the rest;
        // s4, s5: the rotator passes the word
        if (n_sfn != S_NONE) begin
            n_xs = X_Q; n_rmode = R_ROT;
            case (n_sfn)
                3'd0:    n_ramt = 5'd4;
                3'd1:    n_ramt = 5'd8;
                3'd2:    n_ramt = 5'd12;
                3'd3:    n_ramt = 5'd15;
                default: n_ramt = 5'd0;
            endcase
        end
    end

    always @(posedge clk) begin
        c_fin   <= fin_q;
        c_fst   <= fst_q & ~fin_q;
        c_mslot <= cslot_q;
        c_qra <= n_qra;
        c_mra <= n_mra;
        c_hra <= n_hra;
        c_xs <= n_xs;
        c_sfn <= n_sfn;
        c_rmode <= n_rmode;
        c_ramt <= n_ramt;
        c_xm <= n_xm;
        c_xh <= n_xh;
        c_neg <= n_neg;
        c_pps <= n_pps;
        c_hhl <= n_hhl;
        c_ua <= n_ua;
        c_lx <= n_lx;
        c_wa <= n_wa;
        c_xld <= n_xld;
        if (rst) begin
            c_v <= 1'b0; c_qwe <= 1'b0; c_hwe <= 1'b0; c_xlu <= 1'b0; c_xhu <= 1'b0;
        end else begin
            c_v <= n_v; c_qwe <= n_qwe; c_hwe <= n_hwe; c_xlu <= n_xlu; c_xhu <= n_xhu;
        end
    end

    assign out_valid = ov_q;

    always @(posedge clk) begin
        if (rst) begin
            full_q <= 2'b00; first_q <= 2'b00; final_q <= 2'b00; wslot_q <= 1'b0;
            st_q <= S_IDLE; j_q <= 4'd0; t_q <= 5'd0; fin_q <= 1'b0; fst_q <= 1'b0;
            last_q <= 1'b0; cslot_q <= 1'b0; oa_q <= 4'd0; ov_q <= 1'b0; ow_q <= 1'b0; dr_q <= 3'd0;
        end else begin
            // ---------------- loader
            if (in_take && in_blk_last) begin
                full_q[wslot_q]  <= 1'b1;
                first_q[wslot_q] <= in_first_blk;
                final_q[wslot_q] <= in_final_blk;
                wslot_q          <= ~wslot_q;
            end
            // ---------------- sequencer
            case (st_q)
                S_IDLE: if (full_q[cslot_q]) begin
                            st_q <= S_F0A; j_q <= 4'd0; t_q <= 5'd0; fin_q <= 1'b0;
                            fst_q <= first_q[cslot_q]; last_q <= final_q[cslot_q];
                        end
                S_F0A:  if (f0a_end) begin
                            t_q <= 5'd0; j_q <= j_q + 4'd1;
                            if (j_q == 4'd15) st_q <= S_F0B;
                        end else t_q <= t_q + 5'd1;
                S_F0B:  begin
                            j_q <= j_q + 4'd1;
                            if (j_q == 4'd15) st_q <= S_F1;
                        end
                S_F1:   if (f1_end) begin
                            t_q <= 5'd0; j_q <= j_q + 4'd1;
                            if (j_q == 4'd15) st_q <= S_F2;
                        end else t_q <= t_q + 5'd1;
                S_F2:   if (f2_end) begin
                            t_q <= 5'd0; j_q <= j_q + 4'd1;
                            if (j_q == 4'd15) begin
                                if (fin_q) begin
                                    st_q <= S_DRAIN; dr_q <= 3'd0; fin_q <= 1'b0;
                                end else begin
                                    // the block's message words have all been read
                                    full_q[cslot_q] <= 1'b0;
                                    cslot_q <= ~cslot_q;
                                    fst_q <= 1'b0;
                                    if (last_q) begin
                                        st_q <= S_F0A; fin_q <= 1'b1;
                                    end else if (full_q[~cslot_q]) begin
                                        st_q <= S_F0A;
                                        fst_q <= first_q[~cslot_q]; last_q <= final_q[~cslot_q];
                                    end else begin
                                        st_q <= S_IDLE;
                                    end
                                end
                            end
                        end else t_q <= t_q + 5'd1;
                S_DRAIN: begin
                            dr_q <= dr_q + 3'd1;
                            if (dr_q == 3'd6) begin
                                st_q <= S_OUT; oa_q <= 4'd0; ov_q <= 1'b0; ow_q <= 1'b0;
                            end
                         end
                S_OUT:  begin
                            if (!ov_q) begin
                                // H[8 + oa] is on the read port two cycles after oa
                                if (ow_q) ov_q <= 1'b1;
                                ow_q <= ~ow_q;
                            end else if (out_take) begin
                                ov_q <= 1'b0;
                                oa_q <= oa_q + 4'd1;
                                if (oa_q == 4'd7) st_q <= S_IDLE;
                            end
                        end
                default: st_q <= S_IDLE;
            endcase
        end
    end
endmodule
`default_nettype wire
